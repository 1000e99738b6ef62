import { useForm, type UseFormReturnType } from '@mantine/form';
import { schemaErrors, type SafeParser } from '../../shared/field-errors';

/**
 * A Mantine form checked by the payload's shared zod schema (the one the API validates with), field by field
 * on blur and in full on submit. `schema` may be a getter for rules that load after the page (the apply form);
 * until they have, nothing is flagged.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: SafeParser | (() => SafeParser | undefined),
  initialValues: Values,
): UseFormReturnType<Values> {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const rules = 'safeParse' in schema ? schema : schema();
      return rules ? schemaErrors(rules, values) : {};
    },
    validateInputOnBlur: true,
  });
}
