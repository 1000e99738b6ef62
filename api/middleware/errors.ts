import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { HttpError, notFound } from '../errors.ts';

interface KoaHttpLike {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/** Machine codes for statuses that Koa or its parsers raise without one of ours. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

/**
 * Renders every failure as the JSON error body of DESIGN.md. Unknown /api/* paths become 404 JSON; a bug
 * becomes a 500 with a generic message while the detail goes to the log only.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && ctx.path.startsWith('/api/')) {
        throw notFound(`No API endpoint at ${ctx.method} ${ctx.path}.`);
      }
    } catch (caught) {
      const err = caught as KoaHttpLike & Error;
      if (caught instanceof HttpError) {
        ctx.status = caught.status;
        ctx.body = caught.toBody();
        if (caught.headers) ctx.set(caught.headers);
        return;
      }
      const status = err.status ?? err.statusCode ?? 500;
      if (status < 500 && err.expose !== false && status >= 400) {
        ctx.status = status;
        ctx.body = { error: err.message || 'Bad request.', code: CODE_BY_STATUS[status] ?? 'bad_request' };
        return;
      }
      logger.error({ err: caught, method: ctx.method, path: ctx.path }, 'request failed');
      ctx.status = status >= 500 ? status : 500;
      ctx.body = { error: 'Something went wrong on our side. Please try again.', code: 'internal_error' };
    }
  };
}
