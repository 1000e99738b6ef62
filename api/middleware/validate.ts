import { z } from 'zod';
import { badRequest } from '../errors.ts';

/** Parses input with a shared schema; a failure is a 400 naming each bad field, and nothing runs. */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  // z.safeParse accepts both the full zod schemas and the smaller zod/mini ones.
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  throw badRequest(`${where}${first?.message ?? 'Invalid input.'}`, 'validation_failed', fields);
}
