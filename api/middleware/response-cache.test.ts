import http from 'node:http';
import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { jobsRepository } from '../db/repositories/jobs.ts';
import { generateJobId, jobsService } from '../services/jobs.ts';
import { createTestDatabase } from '../test/harness.ts';
import { startMiniServer, type MiniServer } from '../test/mini-app.ts';
import { negotiateEncoding } from './response-cache.ts';

/** POST /api/admin/test-write: stands in for an operator changing jobs. */
const adminWrite: Middleware = async (ctx, next) => {
  if (ctx.method === 'POST' && ctx.path === '/api/admin/test-write') ctx.body = { ok: true };
  else await next();
};

let database: Database;
let server: MiniServer;

const addJob = (name: string) =>
  jobsRepository(database.db).insertMany([
    { id: generateJobId(), name, public_name: name, description: 'A role.', status: 'Open', location: 'Remote' },
  ]);
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
