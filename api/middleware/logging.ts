import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** The request id: the caller's X-Request-Id (as a proxy sets it), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return (typeof header === 'string' && header.slice(0, 64)) || randomUUID();
}

/**
 * One structured line per request. Only the method, path (never the query or body, which may hold
 * personal data or resume text), status and duration are logged.
 */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(ctx.get('x-request-id'));
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = ctx.status >= 500 ? 'error' : 'info';
      logger[level]({
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
      });
    }
  };
}
