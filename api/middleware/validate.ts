import { z } from 'zod';
import { fieldsWithControlCharacters } from '../../src/shared/control-characters.ts';
import { fieldErrors } from '../../src/shared/form-fields.ts';
import { badRequest } from '../errors.ts';

/**
 * Parses input with a shared schema; a failure is a 400 naming each bad field, and nothing runs. Every
 * string the schema lets through is also checked for control characters (a 400 naming the field), so each
 * payload, present or future, gets that rule without its schema repeating it. `name` names a bare value
 * (a string rather than an object of fields) in the error.
 */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown, name = '_'): z.output<S> {
  // z.safeParse accepts both the full zod schemas and the smaller zod/mini ones.
  const result = z.safeParse(schema, input);
  if (!result.success) {
    const fields = fieldErrors(result.error.issues, name);
    const first = result.error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : name === '_' ? '' : `${name}: `;
    throw badRequest(`${where}${first?.message ?? 'Invalid input.'}`, 'validation_failed', fields);
  }
  const unsafe = fieldsWithControlCharacters(result.data, name);
  if (unsafe.length > 0) {
    const fields = Object.fromEntries(unsafe.map((field) => [field, 'Must not contain control characters']));
    throw badRequest(`${unsafe[0]}: must not contain control characters.`, 'validation_failed', fields);
  }
  return result.data;
}
