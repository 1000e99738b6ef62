import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/**
 * Answers a JSON body that caches and shares may keep for `maxAgeSeconds`, with an ETag so a
 * revalidation costs a 304 and no body. The 304 itself is the response cache's (middleware/response-cache.ts):
 * the whole answer always comes back from here, so a revalidation can fill the cache.
 */
export function sendCacheable(ctx: Context, body: unknown, maxAgeSeconds: number): void {
  const json = JSON.stringify(body);
  ctx.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = json;
  ctx.etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}
