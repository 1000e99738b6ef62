import { bodyParser } from '@koa/bodyparser';
import http from 'node:http';
import type { Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../test/harness.ts';
import { startMiniServer, type MiniServer } from '../test/mini-app.ts';

/** Test-only endpoints: /api/echo returns the parsed body, /api/slow takes a second, /api/db-down fails like pg. */
const routeParser = bodyParser({ jsonLimit: '1mb', formLimit: '1mb' });
const routes: Middleware = async (ctx, next) => {
  if (ctx.path === '/api/echo') {
    // Like a route with a lax parser of its own: the app-wide ceiling must still hold.
    await routeParser(ctx, async () => undefined);
    ctx.body = { received: ctx.request.body ?? null };
  } else if (ctx.path === '/api/slow') {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    ctx.body = { late: true };
  } else if (ctx.path === '/api/db-down') {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  } else if (ctx.path === '/api/db-terminated') {
    throw new Error('Connection terminated unexpectedly');
  } else if (ctx.path === '/api/db-admin-shutdown') {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  } else {
    await next();
  }
};

let database: Database;
let server: MiniServer;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  server = await startMiniServer(database, { REQUEST_TIMEOUT_MS: '200' }, [routes]);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const postJson = (body: string, type = 'application/json') =>
  server.fetch('/api/echo', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('body limits', () => {
  it('parses a JSON body up to 64 KB', async () => {
    const text = 'a'.repeat(60 * 1024);
    const res = await postJson(JSON.stringify({ text }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: { text } });
  });

  it('refuses a JSON body over 64 KB with 413 and the JSON error body', async () => {
    const res = await postJson(JSON.stringify({ text: 'a'.repeat(65 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses a chunked JSON body (no Content-Length) over 64 KB', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.baseUrl}/api/echo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"text":"');
      for (let i = 0; i < 70; i++) req.write('a'.repeat(1024));
      req.end('"}');
    });
    expect(status).toBe(413);
  });

  it('refuses an oversized form body too', async () => {
    const res = await postJson(`text=${'a'.repeat(65 * 1024)}`, 'application/x-www-form-urlencoded');
    expect(res.status).toBe(413);
  });

  it('lets the chat send its longer history (a raised ceiling)', async () => {
    const history = Array.from({ length: 30 }, () => ({ sender: 'ai', text: 'y'.repeat(4000) }));
    const res = await server.fetch('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_question: 'hi', history }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { reply: string }).reply.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await postJson('{"text": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_request' });
  });
});

describe('request timeout', () => {
  it('answers 503 with Retry-After when a request outlives REQUEST_TIMEOUT_MS', async () => {
    const started = Date.now();
    const res = await server.fetch('/api/slow');
    expect(Date.now() - started).toBeLessThan(900);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 'timeout' });
    // The server stays healthy after the late handler finishes.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await server.fetch('/healthz')).status).toBe(200);
  });
});

describe('database outages', () => {
  it.each(['/api/db-down', '/api/db-terminated', '/api/db-admin-shutdown'])(
    'answers 503 with Retry-After, not 500, for %s',
    async (pathname) => {
      const res = await server.fetch(pathname);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        error: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'unavailable',
      });
    },
  );
});
