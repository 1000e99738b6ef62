import { useRef } from 'react';
import { ApiError } from '../api/client';
import { useAction } from '../api/action';
import { newIdempotencyKey } from '../api/random-id';

/** The per-field messages of a 400 answer (`{ fields }`), if the API sent any. */
export function apiFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const fields = (error.body as { fields?: unknown }).fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
}

export interface IdempotentSubmitOptions<Values, Answer> {
  /** What the key is for; it starts the Idempotency-Key. */
  purpose: Parameters<typeof newIdempotencyKey>[0];
  /** Sends the values with the key (the form guard's fields are added here, outside the compared values). */
  send(values: Values, idempotencyKey: string): Promise<Answer>;
  /** The form that shows the API's field errors under its fields. */
  form?: { setErrors(errors: Record<string, string>): void };
  onSuccess?(answer: Answer, values: Values): void;
  onError?(error: Error): void;
}

/**
 * Every form's submit: the same values sent again (a retry after a lost answer) reuse their Idempotency-Key,
 * so the API stores them once; changed values or a new submission after success get a new key. The API's
 * field errors land on the form. Never paused while offline: the visitor sees the failure at once.
 */
export function useIdempotentSubmit<Values, Answer>(options: IdempotentSubmitOptions<Values, Answer>) {
  const last = useRef<{ values: string; key: string } | null>(null);
  return useAction<Values, Answer>({
    run: (values) => {
      const snapshot = JSON.stringify(values);
      if (last.current?.values !== snapshot)
        last.current = { values: snapshot, key: newIdempotencyKey(options.purpose) };
      return options.send(values, last.current.key);
    },
    onSuccess: (answer, values) => {
      last.current = null;
      options.onSuccess?.(answer, values);
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      if (fields) options.form?.setErrors(fields);
      options.onError?.(error);
    },
  });
}
