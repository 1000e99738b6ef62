import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/**
 * Answers a JSON body that caches and shares may keep for `maxAgeSeconds`, with an ETag so a
 * revalidation costs a 304 and no body.
 */
export function sendCacheable(ctx: Context, body: unknown, maxAgeSeconds: number): void {
  const json = JSON.stringify(body);
  ctx.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = json;
  ctx.etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}
