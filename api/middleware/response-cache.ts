import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';

export interface ResponseCacheOptions {
  /** Paths cached (GET and HEAD only), e.g. ['/api/jobs']; a prefix also covers its sub-paths. */
  prefixes: string[];
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Bound on distinct URLs kept (query strings come from clients, so memory must not grow with them). */
  maxEntries?: number;
  /** Writes under these prefixes that succeed empty the cache at once (operators changing jobs). */
  invalidatedBy?: string[];
}

interface Entry {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  expires: number;
}

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Reuses public JSON answers for a short time: one database query per URL per `ttlMs` however many
 * visitors ask (concurrent misses share one), with an ETag so clients revalidate with 304. Per process
 * and short-lived, so several instances need no coordination; a stale answer lives at most `ttlMs`.
 */
export function responseCache(options: ResponseCacheOptions): Middleware {
  const { prefixes, ttlMs, maxEntries = 500, invalidatedBy = [] } = options;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();

  return async (ctx, next) => {
    const method = ctx.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (ctx.status < 400 && invalidatedBy.some((p) => matches(ctx.path, p))) entries.clear();
      return;
    }
    if (ttlMs <= 0 || !prefixes.some((p) => matches(ctx.path, p)) || ctx.get('authorization')) return next();

    const key = ctx.url;
    let entry = entries.get(key);
    if (entry && entry.expires <= Date.now()) {
      entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      const shared = pending.get(key);
      if (shared) entry = await shared;
      else {
        let settle!: (value: Entry | undefined) => void;
        pending.set(key, new Promise((resolve) => (settle = resolve)));
        try {
          await next();
          entry = toEntry(ctx, ttlMs);
          if (entry) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, entry);
          }
        } finally {
          pending.delete(key);
          settle(entry);
        }
        if (!entry) return;
      }
      // A shared miss that was not cacheable (an error, a 404): answer this request on its own.
      if (!entry) return next();
    }
    ctx.status = 200;
    ctx.type = entry.type;
    ctx.etag = entry.etag;
    if (entry.cacheControl) ctx.set('Cache-Control', entry.cacheControl);
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = entry.body;
  };
}

/** The answer as a cache entry, or undefined when it must not be reused (not a 200, a stream, …). */
function toEntry(ctx: Context, ttlMs: number): Entry | undefined {
  const body: unknown = ctx.body;
  if (ctx.status !== 200 || body === null || body === undefined) return undefined;
  let bytes: Buffer;
  if (typeof body === 'string') bytes = Buffer.from(body);
  else if (Buffer.isBuffer(body)) bytes = body;
  else if (typeof body === 'object' && !('pipe' in body)) bytes = Buffer.from(JSON.stringify(body));
  else return undefined;
  return {
    body: bytes,
    type: ctx.response.get('Content-Type') || 'application/json; charset=utf-8',
    etag: ctx.response.get('ETag') || `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
    cacheControl: ctx.response.get('Cache-Control'),
    expires: Date.now() + ttlMs,
  };
}
