import { useForm, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { schemaErrors, type SafeParser } from '../../shared/field-errors';

/**
 * A Mantine form checked by the payload's shared zod schema (the one the API validates with), field by field
 * on blur and in full on submit. `schema` may be a getter for rules that load after the page (see
 * useLazyRules): a field left before they have is checked as soon as `ensureRules` brings them.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: SafeParser | (() => SafeParser | undefined),
  initialValues: Values,
  ensureRules?: () => Promise<unknown>,
): UseFormReturnType<Values> {
  const rules = () => ('safeParse' in schema ? schema : schema());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const loaded = rules();
      return loaded ? schemaErrors(loaded, values) : {};
    },
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ inputProps, field }) => {
      if (!ensureRules) return {};
      // Read now: the returned props are merged into inputProps, replacing its onBlur with this one.
      const validateOnBlur = inputProps.onBlur as ((event: unknown) => void) | undefined;
      return {
        onBlur: (event: unknown) => {
          validateOnBlur?.(event);
          if (!rules())
            void ensureRules().then(
              () => form.validateField(field),
              () => undefined,
            );
        },
      };
    },
  });
  return form;
}

/**
 * A form's rules module (its shared zod schema, ~7 kB gzip with zod) loaded on the visitor's first touch of
 * the form rather than with the page: `prefetch` on focus or pointer down, `ensure` before validating a
 * submit, `current` for the form's validate getter.
 */
export function useLazyRules<Rules>(load: () => Promise<Rules>) {
  const rules = useRef<Rules | undefined>(undefined);
  const pending = useRef<Promise<Rules> | undefined>(undefined);
  const ensure = () => {
    // A failed load (the connection dropped) is tried again on the next touch or submit.
    pending.current ??= load().then(
      (loaded) => (rules.current = loaded),
      (error: unknown) => {
        pending.current = undefined;
        throw error;
      },
    );
    return pending.current;
  };
  return {
    current: () => rules.current,
    ensure,
    prefetch: () => void ensure().catch(() => undefined),
  };
}
