import { useCallback, useEffect, useRef, useState } from 'react';
import { asError } from '../../shared/errors';

export interface ActionOptions<Variables, Answer> {
  run(variables: Variables): Promise<Answer>;
  onStart?(variables: Variables): void;
  onSuccess?(answer: Answer, variables: Variables): void;
  onError?(error: Error, variables: Variables): void;
  onSettled?(): void;
}

type ActionState<V, A> =
  | {
      status: 'idle';
      isPending: false;
      isError: false;
      isSuccess: false;
      data: undefined;
      error: null;
      variables: undefined;
    }
  | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined; error: null; variables: V }
  | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: undefined; error: Error; variables: V }
  | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: A; error: null; variables: V };

export type ActionResult<V, A> = ActionState<V, A> & {
  /** Runs the action; its outcome shows in the result and reaches the callbacks (it never throws). */
  mutate(variables: V): void;
  /** Back to idle; an outcome still on its way is no longer shown. */
  reset(): void;
};

const IDLE = {
  status: 'idle',
  isPending: false,
  isError: false,
  isSuccess: false,
  data: undefined,
  error: null,
  variables: undefined,
} as const;

/**
 * A submit's state (idle, pending, error, success) around `run`, which is never retried (spec section 9: a
 * kiosk lead is retried by the outbox, with its idempotency key, not here). The callbacks given here run
 * even after the component has gone (the chat closed while its answer was on the way); only the latest
 * run's outcome shows.
 */
export function useAction<V, A>(options: ActionOptions<V, A>): ActionResult<V, A> {
  const [state, setState] = useState<ActionState<V, A>>(IDLE);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const runs = useRef(0);
  const mutate = useCallback((variables: V) => {
    const run = ++runs.current;
    const callbacks = latest.current;
    setState({ ...IDLE, status: 'pending', isPending: true, variables });
    const settle = (next: ActionState<V, A>) => {
      if (run === runs.current) setState(next);
    };
    let started: Promise<A>;
    try {
      callbacks.onStart?.(variables);
      started = callbacks.run(variables);
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (data) => {
        callbacks.onSuccess?.(data, variables);
        callbacks.onSettled?.();
        settle({ status: 'success', isPending: false, isError: false, isSuccess: true, data, error: null, variables });
      },
      (reason: unknown) => {
        const error = asError(reason);
        callbacks.onError?.(error, variables);
        callbacks.onSettled?.();
        settle({
          status: 'error',
          isPending: false,
          isError: true,
          isSuccess: false,
          data: undefined,
          error,
          variables,
        });
      },
    );
  }, []);
  const reset = useCallback(() => {
    runs.current += 1;
    setState(IDLE);
  }, []);
  return { ...state, mutate, reset };
}
