import { createHash } from 'node:crypto';
import fresh from 'fresh';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { requestIdOf } from './logging.ts';

export interface ResponseCacheOptions {
  /** Paths cached (GET and HEAD only), e.g. ['/api/jobs']; a prefix also covers its sub-paths. */
  prefixes?: string[];
  /** Paths cached exactly, without their sub-paths (e.g. the server-rendered /jobs page, not /jobs/…). */
  paths?: string[];
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Bound on distinct URLs kept (query strings come from clients, so memory must not grow with them). */
  maxEntries?: number;
  /** Writes under these prefixes that succeed empty the cache at once (operators changing jobs). */
  invalidatedBy?: string[];
  /** What `serveHit` needs to answer hits outside Koa; without it, `serveHit` answers nothing. */
  direct?: DirectAnswerOptions;
  /** Hits answered directly are logged as one line per path this often (10 s), not a line each. */
  hitLogIntervalMs?: number;
}

/** Encodings a cached answer is stored in, best first (brotli at the quality koa-compress uses). */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
type Compression = Exclude<Encoding, 'identity'>;
const ENCODERS: Record<Compression, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};
/** Smaller answers are sent as they are, as koa-compress does. */
const COMPRESS_THRESHOLD = 1024;

interface Entry {
  body: Buffer;
  /** The answer compressed in each encoding asked for so far. */
  compressed: Partial<Record<Compression, Buffer>>;
  headers: Record<string, string>;
  /** The answer's path without its query, as direct hits are counted in the log. */
  path: string;
  /** What `serveHit` writes in each encoding asked for so far. */
  direct: Partial<Record<Encoding, DirectAnswer>>;
  /** The headers of `serveHit`'s 304 but the request id, made on its first one. */
  notModified?: string[];
  expires: number;
}

/** A direct hit's answer in one encoding: its bytes and every header but the request id, as writeHead takes them. */
interface DirectAnswer {
  body: Buffer;
  headers: string[];
}

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** What a hit served outside Koa needs to answer exactly as the middleware chain would. */
export interface DirectAnswerOptions {
  /** Headers every answer carries (the security headers). */
  headers: Record<string, string>;
  logger: Logger;
}

/**
 * Reuses public JSON answers for a short time: one database query per URL per `ttlMs` however many
 * visitors ask (concurrent misses share one), with an ETag so clients revalidate with 304. It is the one
 * place that answers 304 on the paths it covers (routes only set their ETag), so a revalidation that finds
 * no live entry still stores the full answer for the visitors after it. Each answer is
 * compressed once per encoding, not once per request. Per process and short-lived, so several instances
 * need no coordination; a stale answer lives at most `ttlMs`.
 *
 * `middleware` fills the cache and serves hits inside Koa; `serveHit` answers the plainest hits (no CORS
 * origin, no revalidation) straight from the HTTP server, without the middleware chain's per-request work:
 * each entry's headers are joined once per encoding, a hit adds only its request id, and hits are counted
 * in the log (one line per path every 10 s) instead of a line each.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const { prefixes = [], paths = [], ttlMs, maxEntries = 500, invalidatedBy = [], direct } = options;
  const hitLogIntervalMs = options.hitLogIntervalMs ?? 10_000;
  const cached = (path: string) => paths.includes(path) || prefixes.some((p) => matches(path, p));
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  /** Direct answers not yet logged, by status and path. */
  const directHits = new Map<number, Map<string, number>>();
  let hitLog: NodeJS.Timeout | undefined;

  /** Counts a directly answered hit; the counts go to the log every hitLogIntervalMs while hits come. */
  function countHit(path: string, status: number, logger: Logger): void {
    let byPath = directHits.get(status);
    if (!byPath) directHits.set(status, (byPath = new Map()));
    byPath.set(path, (byPath.get(path) ?? 0) + 1);
    hitLog ??= setTimeout(() => {
      hitLog = undefined;
      for (const [status, byPath] of directHits) {
        for (const [hitPath, count] of byPath) logger.info({ path: hitPath, status, count }, 'cached answers');
      }
      directHits.clear();
    }, hitLogIntervalMs).unref();
  }

  /** The live entry for a URL, if any. */
  function lookup(url: string): Entry | undefined {
    const entry = entries.get(url);
    if (entry && entry.expires <= Date.now()) {
      entries.delete(url);
      return undefined;
    }
    return entry;
  }

  const middleware: Middleware = async (ctx, next) => {
    const method = ctx.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (ctx.status < 400 && invalidatedBy.some((p) => matches(ctx.path, p))) entries.clear();
      return;
    }
    if (!cached(ctx.path)) return next();
    if (ttlMs <= 0 || ctx.get('authorization')) {
      // Not stored, still revalidated here: this is where the paths it covers answer 304.
      await next();
      if (ctx.status === 200 && ctx.fresh) ctx.status = 304;
      return;
    }

    const key = ctx.url;
    let entry = lookup(key);
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
    ctx.set(entry.headers);
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.compress = false;
    const encoding = encodingFor(entry, ctx.get('accept-encoding'));
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = bodyIn(entry, encoding);
  };

  /**
   * Answers a cached GET or HEAD directly, with a 304 when the request's validators match as Koa's ctx.fresh
   * would have them; false (nothing written) when the request needs the full chain: a miss, a CORS origin,
   * credentials, the cache turned off or no `direct` options.
   */
  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (!direct || ttlMs <= 0 || (method !== 'GET' && method !== 'HEAD')) return false;
    const { headers } = req;
    if (headers.origin || headers.authorization) return false;
    const entry = lookup(req.url ?? '');
    if (!entry) return false;
    if ((headers['if-none-match'] || headers['if-modified-since']) && fresh(headers, { etag: entry.headers.ETag })) {
      entry.notModified ??= notModifiedHeaders(entry, direct.headers);
      res.writeHead(304, ['X-Request-Id', requestIdOf(headers['x-request-id']), ...entry.notModified]);
      res.end();
      countHit(entry.path, 304, direct.logger);
      return true;
    }
    const encoding = encodingFor(entry, headers['accept-encoding'] ?? '');
    const answer = (entry.direct[encoding] ??= directAnswer(entry, encoding, direct.headers));
    res.writeHead(200, ['X-Request-Id', requestIdOf(headers['x-request-id']), ...answer.headers]);
    res.end(method === 'HEAD' ? undefined : answer.body);
    countHit(entry.path, 200, direct.logger);
    return true;
  }

  return { middleware, serveHit };
}

/** The stored encoding an answer goes out in: the client's preferred one, identity for small answers. */
function encodingFor(entry: Entry, acceptEncoding: string): Encoding {
  return entry.body.length < COMPRESS_THRESHOLD ? 'identity' : preferredEncoding(acceptEncoding);
}

/** The entry's bytes in `encoding`, compressing them the first time that encoding is asked for. */
function bodyIn(entry: Entry, encoding: Encoding): Buffer {
  return encoding === 'identity' ? entry.body : (entry.compressed[encoding] ??= ENCODERS[encoding](entry.body));
}

/** The headers of serveHit's 304 for `entry` but the request id, as the middleware chain would send them. */
function notModifiedHeaders(entry: Entry, answerHeaders: Record<string, string>): string[] {
  const { 'Content-Type': _bodyType, ...validators } = entry.headers;
  return Object.entries({ Vary: 'Accept-Encoding', ...validators, ...answerHeaders }).flat();
}

/** What serveHit writes for `entry` in `encoding`, as the middleware chain would answer it. */
function directAnswer(entry: Entry, encoding: Encoding, answerHeaders: Record<string, string>): DirectAnswer {
  const body = bodyIn(entry, encoding);
  const headers = {
    Vary: 'Accept-Encoding',
    ...entry.headers,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': String(body.length),
    ...answerHeaders,
  };
  return { body, headers: Object.entries(headers).flat() };
}

const acceptedEncodings = new Map<string, Encoding>();
/** The client's preferred stored encoding; Accept-Encoding headers repeat, so their answers are kept. */
function preferredEncoding(header: string): Encoding {
  let encoding = acceptedEncodings.get(header);
  if (!encoding) {
    encoding = negotiateEncoding(header);
    if (acceptedEncodings.size < 100) acceptedEncodings.set(header, encoding);
  }
  return encoding;
}

/** The stored encoding the client rates highest (RFC 9110 q-values); ties go to the smaller encoding. */
export function negotiateEncoding(header: string): Encoding {
  const ratings = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    ratings.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const rating = (encoding: Encoding) => ratings.get(encoding) ?? ratings.get('*') ?? (encoding === 'identity' ? 1 : 0);
  let [best, bestRating]: [Encoding, number] = ['identity', 0];
  for (const encoding of ENCODINGS) {
    const q = rating(encoding);
    if (q > bestRating) [best, bestRating] = [encoding, q];
  }
  return best;
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
  const cacheControl = ctx.response.get('Cache-Control');
  return {
    body: bytes,
    compressed: {},
    headers: {
      'Content-Type': ctx.response.get('Content-Type') || 'application/json; charset=utf-8',
      ETag: ctx.response.get('ETag') || `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
      ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
    },
    path: ctx.path,
    direct: {},
    expires: Date.now() + ttlMs,
  };
}
