import http from 'node:http';
import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { jobsService } from '../services/jobs.ts';
import { insertJobRows } from '../test/factories.ts';
import { createTestDatabase } from '../test/harness.ts';
import { startMiniServer, type MiniServer } from '../test/mini-app.ts';
import Koa from 'koa';
import pino from 'pino';
import { createResponseCache, negotiateEncoding } from './response-cache.ts';
import { DATA_ANSWER_CSP } from './security.ts';

/** POST /api/admin/test-write: stands in for an operator changing jobs. */
const adminWrite: Middleware = async (ctx, next) => {
  if (ctx.method === 'POST' && ctx.path === '/api/admin/test-write') ctx.body = { ok: true };
  else await next();
};

let database: Database;
let server: MiniServer;

const addJob = (name: string) =>
  insertJobRows(database.db, [{ name, public_name: name, description: 'A role.', location: 'Remote' }]);
const total = async (pathname = '/api/jobs') =>
  ((await (await server.fetch(pathname)).json()) as { total: number }).total;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  await jobsService(database.db).seedIfEmpty();
  server = await startMiniServer(database, { API_CACHE_MS: '600' }, [adminWrite]);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('responseCache on GET /api/jobs', () => {
  it('reuses the answer for its lifetime, then reads the database again', async () => {
    const before = await total();
    await addJob('Cache Probe Engineer');
    expect(await total()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await total()).toBe(before + 1);
  });

  it('keys answers by the full URL, query included', async () => {
    const all = (await (await server.fetch('/api/jobs')).json()) as { items: unknown[] };
    const page = (await (await server.fetch('/api/jobs?pageSize=1')).json()) as { items: unknown[] };
    expect(all.items.length).toBeGreaterThan(1);
    expect(page.items).toHaveLength(1);
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await server.fetch('/api/jobs');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('content-type')).toMatch(/application\/json/);
    // A hit keeps the route's own caching headers.
    const hit = await server.fetch('/api/jobs');
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(hit.headers.get('cache-control')).toMatch(/max-age/);
    // As a browser revalidates (fetch() would add Cache-Control: no-cache, which forces a full answer).
    const again = await server.fetch('/api/jobs', {
      headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('stores the answer when a revalidation finds no live entry, and answers that revalidation 304', async () => {
    const first = await server.fetch('/api/jobs?pageSize=50');
    const before = ((await first.json()) as { total: number }).total;
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Browsers revalidate once max-age has passed: the entry has expired, nothing has changed.
    const conditional = { 'If-None-Match': first.headers.get('etag')!, 'Cache-Control': 'max-age=0' };
    const revalidated = await server.fetch('/api/jobs?pageSize=50', { headers: conditional });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(first.headers.get('etag'));
    // The revalidation read the database once for everyone: a new row is not seen until the entry expires.
    await addJob('Revalidation Probe Engineer');
    expect(await total('/api/jobs?pageSize=50')).toBe(before);
    expect((await server.fetch('/api/jobs?pageSize=50', { headers: conditional })).status).toBe(304);
  });

  it('is emptied by a successful operator write', async () => {
    const before = await total();
    await addJob('Invalidation Probe Engineer');
    expect(await total()).toBe(before);
    expect((await server.fetch('/api/admin/test-write', { method: 'POST' })).status).toBe(200);
    expect(await total()).toBe(before + 1);
  });

  it('sends a hit compressed as the client asks, compressing each answer once', async () => {
    /** The answer as it crosses the wire (fetch would decompress it). */
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(`${server.baseUrl}/api/jobs`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on('error', reject);
      });
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const [br, gzip] = [await raw('gzip, deflate, br'), await raw('gzip;q=1, br;q=0.5')];
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.vary).toMatch(/Accept-Encoding/i);
    // The same compressed bytes again: compressed once, not per request.
    expect((await raw('br')).body.equals(br.body)).toBe(true);
  });

  it('answers a plain hit before the middleware chain with the same headers and bytes as the chain', async () => {
    const headersOf = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive'].includes(name)));
    await server.fetch('/api/jobs?page=1');
    // An Origin header sends the request through the whole chain (CORS); without one it is answered directly.
    const viaChain = await server.fetch('/api/jobs?page=1', { headers: { origin: 'https://elsewhere.example' } });
    const direct = await server.fetch('/api/jobs?page=1', { headers: { 'x-request-id': 'probe-123' } });
    expect(direct.status).toBe(200);
    expect(headersOf(direct)).toEqual(headersOf(viaChain));
    expect(direct.headers.get('content-security-policy')).toBe(DATA_ANSWER_CSP);
    expect(direct.headers.get('x-request-id')).toBe('probe-123');
    expect(await direct.text()).toBe(await viaChain.text());
    // A revalidation whose ETag matches: the same 304 either way.
    const conditional = { 'If-None-Match': direct.headers.get('etag')!, 'Cache-Control': 'max-age=0' };
    const notModifiedViaChain = await server.fetch('/api/jobs?page=1', {
      headers: { ...conditional, origin: 'https://elsewhere.example' },
    });
    const notModified = await server.fetch('/api/jobs?page=1', { headers: conditional });
    expect([notModified.status, notModifiedViaChain.status]).toEqual([304, 304]);
    expect(headersOf(notModified)).toEqual(headersOf(notModifiedViaChain));
    const head = await server.fetch('/api/jobs?page=1', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1024);
    expect(await head.text()).toBe('');
  });

  it('never caches errors', async () => {
    const res = await server.fetch('/api/jobs/ABCDEFGHIJKLMNOPQR');
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['BR;Q=0.8 , identity;q=0.9', 'identity'],
  ])('%j → %s', (header, expected) => expect(negotiateEncoding(header)).toBe(expected));
});

describe('serveHit', () => {
  it('answers a cached URL without running any middleware, and declines what the chain must handle', async () => {
    const lines: Array<{ path: string; status: number; count: number }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const cache = createResponseCache({
      prefixes: ['/api/jobs'],
      ttlMs: 60_000,
      hitLogIntervalMs: 50,
      direct: { headers: { 'X-Frame-Options': 'DENY' }, logger },
    });
    let chainRuns = 0;
    const app = new Koa();
    app.use(async (_ctx, next) => {
      chainRuns++;
      await next();
    });
    app.use(cache.middleware);
    app.use((ctx) => {
      ctx.body = { items: ['x'.repeat(2000)] };
    });
    const handle = app.callback();
    const server = http.createServer((req, res) => {
      if (!cache.serveHit(req, res)) void handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const first = await fetch(`${base}/api/jobs`);
      expect(first.status).toBe(200);
      expect(chainRuns).toBe(1);
      const hit = await fetch(`${base}/api/jobs`);
      expect(hit.headers.get('x-frame-options')).toBe('DENY');
      expect(await hit.json()).toEqual(await first.json());
      expect(chainRuns).toBe(1);
      // Revalidations are answered directly too: 304 to a matching ETag, the whole answer to another one.
      // (fetch() adds Cache-Control: no-cache, which asks for the whole answer, unless one is given.)
      const etag = first.headers.get('etag')!;
      const revalidate = (ifNoneMatch: string) =>
        fetch(`${base}/api/jobs`, { headers: { 'if-none-match': ifNoneMatch, 'cache-control': 'max-age=0' } });
      const notModified = await revalidate(etag);
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('etag')).toBe(etag);
      expect(notModified.headers.get('x-frame-options')).toBe('DENY');
      expect((await revalidate('W/"another"')).status).toBe(200);
      expect(chainRuns).toBe(1);
      // A CORS request, credentials and another URL go through the chain.
      await fetch(`${base}/api/jobs`, { headers: { origin: 'https://elsewhere.example' } });
      await fetch(`${base}/api/jobs`, { headers: { authorization: 'Bearer x' } });
      await fetch(`${base}/api/jobs?page=2`);
      expect(chainRuns).toBe(4);
      // Direct answers are counted into one log line per path and status.
      await fetch(`${base}/api/jobs`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lines).toEqual([
        expect.objectContaining({ path: '/api/jobs', status: 200, count: 3, msg: 'cached answers' }),
        expect.objectContaining({ path: '/api/jobs', status: 304, count: 1, msg: 'cached answers' }),
      ]);
    } finally {
      server.close();
    }
  });
});
