import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../test/harness.ts';
import { startMiniServer, type MiniServer } from '../test/mini-app.ts';
import { rateLimit } from './rate-limit.ts';

// Set by .ci/run when Redis answers; e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

/** POST /api/limited: a write guarded by a 3-per-minute budget that echoes the client address. */
function limitedRoute(points = 3): Middleware {
  const guard = rateLimit({ name: 'test-write', points, windowSeconds: 60 });
  return async (ctx, next) => {
    if (ctx.path !== '/api/limited') return next();
    await guard(ctx, async () => {
      ctx.body = { ip: ctx.ip };
    });
  };
}

const post = (server: MiniServer, headers: Record<string, string> = {}) =>
  server.fetch('/api/limited', { method: 'POST', headers });

let database: Database;
const servers: MiniServer[] = [];
const start = async (env: Record<string, string>, points?: number) => {
  const server = await startMiniServer(database, env, [limitedRoute(points)]);
  servers.push(server);
  return server;
};

beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await database.close();
});

describe('rateLimit (in memory)', () => {
  it('answers 429 with Retry-After and the JSON error body once the budget is spent', async () => {
    const server = await start({});
    for (let i = 0; i < 3; i++) expect((await post(server)).status).toBe(200);
    const res = await post(server);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await res.json()).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
  });

  it('scales every budget by RATE_LIMIT_SCALE', async () => {
    const server = await start({ RATE_LIMIT_SCALE: '2' });
    for (let i = 0; i < 6; i++) expect((await post(server)).status).toBe(200);
    expect((await post(server)).status).toBe(429);
  });
});

describe('client address and TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default, so a forged header cannot buy a fresh budget', async () => {
    const server = await start({});
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(server, { 'X-Forwarded-For': `203.0.113.${i}` });
      statuses.push(res.status);
      if (res.ok) expect(await res.json()).toEqual({ ip: '127.0.0.1' });
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('uses the address the trusted proxy appended when TRUST_PROXY is set', async () => {
    const server = await start({ TRUST_PROXY: 'true' });
    // The client may send its own forged entry; only the last one (written by our proxy) counts.
    const res = await post(server, { 'X-Forwarded-For': '10.9.9.9, 198.51.100.7' });
    expect(await res.json()).toEqual({ ip: '198.51.100.7' });
    for (let i = 0; i < 3; i++) {
      expect((await post(server, { 'X-Forwarded-For': `forged, 198.51.100.${20 + i}` })).status).toBe(200);
    }
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(server, { 'X-Forwarded-For': '198.51.100.7' })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('trusts as many entries as proxies when TRUST_PROXY is a number', async () => {
    const server = await start({ TRUST_PROXY: '2' });
    const res = await post(server, { 'X-Forwarded-For': 'forged, 198.51.100.9, 192.0.2.1' });
    expect(await res.json()).toEqual({ ip: '198.51.100.9' });
  });
});

describe.runIf(REDIS_URL)('rateLimit with REDIS_URL', () => {
  it('shares one budget between several API instances', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `isa-test-${randomBytes(6).toString('hex')}:` };
    const [a, b] = [await start(env), await start(env)];
    expect((await post(a)).status).toBe(200);
    expect((await post(b)).status).toBe(200);
    expect((await post(a)).status).toBe(200);
    const res = await post(b);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another prefix (another deployment or test run) has its own budgets.
    const other = await start({ REDIS_URL, REDIS_KEY_PREFIX: `isa-test-${randomBytes(6).toString('hex')}:` });
    expect((await post(other)).status).toBe(200);
  });

  it('falls back to a per-process budget while Redis is unreachable', async () => {
    const server = await start({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'isa-test-down:' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(server)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
