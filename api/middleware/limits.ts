import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';

/** Largest JSON or form body any API route accepts; uploads go through multer with their own limit. */
export const JSON_BODY_LIMIT = '64kb';

/**
 * Parses JSON and form bodies of /api requests up to 64 KB (413 beyond, 400 when malformed). Mounted once
 * before the routes, so a route's own body parser finds the body parsed and never reads more.
 */
export function apiBodyLimits(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: JSON_BODY_LIMIT,
    formLimit: JSON_BODY_LIMIT,
    jsonStrict: true,
  });
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') || !ctx.is('json', 'urlencoded')) return next();
    return parse(ctx, next);
  };
}
