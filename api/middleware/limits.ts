import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { payloadTooLarge } from '../errors.ts';

/** Largest JSON or form body an API route accepts unless named below; uploads go through multer. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Routes that take larger JSON bodies, read by the ceiling below and by those routes' own parsers: the
 * chat sends its history (40 messages of 4,000 characters); operators send job descriptions of up to
 * 50,000 characters, which JSON escaping can double.
 */
export const LARGER_BODY_LIMITS = { '/api/chat': 400 * 1024, '/api/admin/jobs': 200 * 1024 } as const;

/**
 * A ceiling of 64 KB on every JSON or form body sent to /api, whatever a route's own parser allows: a
 * declared length above it is refused (413) before a byte is read; a body of unknown length (chunked) is
 * parsed here with that limit, so a route's parser finds it parsed and never reads more. Routes may set
 * stricter limits of their own; `exceptions` raise the ceiling for the path prefixes named (in bytes).
 */
export function apiBodyLimits(exceptions: Record<string, number> = LARGER_BODY_LIMITS): Middleware {
  const parserFor = (limit: number) =>
    bodyParser({ enableTypes: ['json', 'form'], jsonLimit: limit, formLimit: limit });
  const parsers = new Map<number, Middleware>();
  const limitFor = (path: string) =>
    Object.entries(exceptions).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ??
    JSON_BODY_LIMIT_BYTES;
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') || !ctx.is('json', 'urlencoded')) return next();
    const limit = limitFor(ctx.path);
    const declared = ctx.get('content-length');
    if (declared === '') {
      if (!parsers.has(limit)) parsers.set(limit, parserFor(limit) as Middleware);
      return parsers.get(limit)!(ctx, next);
    }
    if (Number(declared) > limit) {
      throw payloadTooLarge(`The request body must be at most ${Math.floor(limit / 1024)} KB.`);
    }
    return next();
  };
}
