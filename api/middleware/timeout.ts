import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';

/**
 * Answers 503 when a request takes longer than `ms` (a stuck database or a slow dependency), so clients
 * and the load balancer get a clear answer instead of a hung connection. The late work's answer is dropped.
 */
export function requestTimeout(ms: number): Middleware {
  return async (ctx, next) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new HttpError(503, 'timeout', 'The request took too long. Please try again.', undefined, {
              'Retry-After': '5',
            }),
          ),
        ms,
      );
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}
