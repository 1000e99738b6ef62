import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { HttpError, notFound, serviceUnavailable } from '../errors.ts';

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

/** Socket-level codes of a lost or refused connection to the database (or another backing service). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * True when an error means a backing service is unreachable rather than a bug: a refused or dropped socket,
 * pg's own connection messages, or PostgreSQL's SQLSTATE class 08 (connection) and 57P01-57P03 (shutdown,
 * crash, starting up). Such failures are temporary, so they answer 503 with Retry-After.
 */
export function isUnavailableError(caught: unknown): boolean {
  if (!(caught instanceof Error)) return false;
  const code = (caught as Error & { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code)) return true;
  }
  if (
    /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect/i.test(caught.message)
  ) {
    return true;
  }
  return caught.cause !== undefined && caught.cause !== caught && isUnavailableError(caught.cause);
}

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
      if (isUnavailableError(caught)) {
        logger.warn(
          { err: (caught as Error).message, method: ctx.method, path: ctx.path },
          'backing service unavailable',
        );
        const unavailable = serviceUnavailable();
        ctx.status = unavailable.status;
        ctx.body = unavailable.toBody();
        ctx.set(unavailable.headers!);
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
