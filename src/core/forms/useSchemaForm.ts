import { useCallback, useRef, useState, type FormEvent } from 'react';
import { schemaErrors, type SafeParser } from '../../shared/field-errors';

/** What a field's input gets: its value (or `checked`), the change handler, its error and the blur check. */
export interface InputProps {
  /** The text of a text input, select or textarea (every value the forms edit that way is a string). */
  value?: string;
  checked?: boolean;
  onChange(eventOrValue: unknown): void;
  onBlur(): void;
  error: string | undefined;
}

/** A form's state and the few operations the site's forms use (the shape of Mantine's form API they were written for). */
export interface SchemaForm<Values extends Record<string, unknown>> {
  values: Values;
  errors: Record<string, string>;
  /** Props for the input of `name`; `type: 'checkbox'` gives `checked` instead of `value`. */
  getInputProps(name: keyof Values & string, options?: { type?: 'input' | 'checkbox' }): InputProps;
  /** A React key for the input of `name` (stable: inputs are controlled). */
  key(name: keyof Values & string): string;
  /** A submit handler: checks everything, then calls `handler` with the values when nothing is flagged. */
  onSubmit(handler: (values: Values) => void | Promise<void>): (event?: FormEvent) => void;
  /** Checks every field, flags the problems and says whether there were any. */
  validate(): { hasErrors: boolean; errors: Record<string, string> };
  setValues(values: Partial<Values>): void;
  setErrors(errors: Record<string, string>): void;
  clearErrors(): void;
  /** Back to the initial values, nothing flagged. */
  reset(): void;
}

/** The new value an input's change carries: a checkbox's `checked`, another input's `value`, or the value itself. */
function changedValue(eventOrValue: unknown): unknown {
  const target = (eventOrValue as { currentTarget?: HTMLInputElement } | null)?.currentTarget;
  if (!target || !('value' in target)) return eventOrValue;
  return target.type === 'checkbox' ? target.checked : target.value;
}

/** The problem of `name` among `errors`: its own, or one of a value inside it ('address.city' for 'address'). */
function fieldError(errors: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(errors).find((path) => path === name || path.startsWith(`${name}.`));
  return key === undefined ? undefined : errors[key];
}

/**
 * A form checked by the payload's shared zod schema (the one the API validates with): a field is checked when
 * it loses focus and clears its problem when it changes; everything is checked on submit. `schema` may be a
 * getter for rules that load after the page (the apply form); until they have, nothing is flagged.
 *
 * The site's own, in place of @mantine/form (~5 kB gzip on the form pages' first load) for the part of it
 * the forms used; the inputs get the same props, so they render the same.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: SafeParser | (() => SafeParser | undefined),
  initialValues: Values,
): SchemaForm<Values> {
  const [values, setValuesState] = useState(initialValues);
  const [errors, setErrorsState] = useState<Record<string, string>>({});
  // The latest values and errors, for handlers called in the same event as a change (fill, then validate).
  const current = useRef({ values, errors });
  const initial = useRef(initialValues);

  const setValues = useCallback((next: Partial<Values>) => {
    current.current.values = { ...current.current.values, ...next };
    setValuesState(current.current.values);
  }, []);
  const setErrors = useCallback((next: Record<string, string>) => {
    current.current.errors = Object.fromEntries(Object.entries(next).filter(([, message]) => message));
    setErrorsState(current.current.errors);
  }, []);
  const clearErrors = useCallback(() => setErrors({}), [setErrors]);

  const problems = useCallback(() => {
    const rules = 'safeParse' in schema ? schema : schema();
    return rules ? schemaErrors(rules, current.current.values) : {};
  }, [schema]);

  const validate = useCallback(() => {
    const found = problems();
    setErrors(found);
    return { hasErrors: Object.keys(found).length > 0, errors: found };
  }, [problems, setErrors]);

  const setFieldError = (name: string, message: string | undefined) => {
    const rest = Object.fromEntries(Object.entries(current.current.errors).filter(([path]) => path !== name));
    setErrors(message ? { ...rest, [name]: message } : rest);
  };

  return {
    values,
    errors,
    getInputProps: (name, options) => ({
      ...(options?.type === 'checkbox' ? { checked: Boolean(values[name]) } : { value: values[name] as string }),
      onChange: (eventOrValue) => {
        setValues({ [name]: changedValue(eventOrValue) } as Partial<Values>);
        if (fieldError(current.current.errors, name) !== undefined) setFieldError(name, undefined);
      },
      onBlur: () => setFieldError(name, fieldError(problems(), name)),
      error: fieldError(errors, name),
    }),
    key: (name) => name,
    onSubmit: (handler) => (event) => {
      event?.preventDefault();
      if (!validate().hasErrors) void handler(current.current.values);
    },
    validate,
    setValues,
    setErrors,
    clearErrors,
    reset: () => {
      current.current.values = initial.current;
      setValuesState(initial.current);
      setErrors({});
    },
  };
}
