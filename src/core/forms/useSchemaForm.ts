import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useRef, type FormEvent } from 'react';
import { schemaErrors, type SafeParser } from '../../shared/field-errors';

export interface SchemaForm<Values> {
  form: UseFormReturnType<Values>;
  /**
   * Starts loading the rules (any field's first focus does) and resolves once they are there, or once loading
   * failed (the next call tries again).
   */
  loadRules(): Promise<void>;
  /** A submit handler: it waits for the rules, checks the whole form and calls `handler` when nothing is flagged. */
  onSubmit(handler: (values: Values) => void): (event?: FormEvent) => void;
}

/**
 * A Mantine form checked by the payload's shared zod schema (the one the API validates with), field by field
 * on blur and in full on submit. The schema loads when the visitor first focuses a field (zod is ~7 kB gzip that
 * no first paint needs); fields left before it arrived are checked when it does. Should it fail to load,
 * submitting goes ahead and the API's field errors land on the form instead.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  loadSchema: () => Promise<SafeParser>,
  initialValues: Values,
): SchemaForm<Values> {
  const schema = useRef<SafeParser | undefined>(undefined);
  const loading = useRef<Promise<void> | undefined>(undefined);
  const leftUnchecked = useRef(new Set<string>());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => (schema.current ? schemaErrors(schema.current, values) : {}),
    validateInputOnBlur: true,
    // Mantine merges these into the props it made (taken first here, as it overwrites them).
    enhanceGetInputProps: ({ inputProps: { onFocus, onBlur }, field }) => ({
      onFocus: () => {
        onFocus?.();
        void loadRules();
      },
      onBlur: () => {
        onBlur?.();
        if (!schema.current) leftUnchecked.current.add(String(field));
      },
    }),
  });
  // The loader of the first render is the form's for good (each form passes a module-level import).
  const loadRules = useCallback(
    () =>
      (loading.current ??= loadSchema().then(
        (loaded) => {
          schema.current = loaded;
          for (const field of leftUnchecked.current) form.validateField(field);
          leftUnchecked.current.clear();
        },
        () => void (loading.current = undefined),
      )),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const onSubmit = (handler: (values: Values) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    const check = () => {
      if (!form.validate().hasErrors) handler(form.getValues());
    };
    void loadRules().then(check);
  };
  return { form, loadRules, onSubmit };
}
