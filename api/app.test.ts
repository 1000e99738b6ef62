import http from 'node:http';
import Koa from 'koa';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './middleware/errors.ts';
import { DATA_ANSWER_CSP } from './middleware/security.ts';
import { describeWithServer } from './test/harness.ts';

describeWithServer('app', (server) => {
  it('answers /healthz when the database is ready', async () => {
    const res = await server.fetch('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await server.fetch('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'No API endpoint at GET /api/no-such-thing.', code: 'not_found' });
  });

  it('gives data answers a policy that lets nothing load, run or frame them', async () => {
    for (const path of ['/api/jobs', '/api/no-such-thing', '/jobs/feed.xml']) {
      const res = await server.fetch(path);
      expect(res.headers.get('content-type'), path).not.toMatch(/text\/html/);
      expect(res.headers.get('content-security-policy'), path).toBe(DATA_ANSWER_CSP);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('serves the app shell for client routes, uncached, with security headers', async () => {
    const res = await server.fetch('/jobs/some-job-ABCDEFGHIJKLMNOP/apply');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('never serves files outside the web build', async () => {
    for (const probe of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/package.json', '/assets/../../package.json']) {
      const res = await server.fetch(probe);
      const text = await res.text();
      expect(text).not.toContain('root:x:0');
      expect(text).not.toContain('"name": "isa-site"');
    }
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    const res = await server.fetch('/assets/missing-abc123.js');
    expect(res.status).toBe(404);
  });
});

describe('errorHandler', () => {
  it('hides the detail of a bug behind a generic 500 body', async () => {
    const app = new Koa();
    app.silent = true;
    app.use(errorHandler(pino({ level: 'silent' })));
    app.use(() => {
      throw new Error('secret stack detail');
    });
    const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/api/anything`);
    const text = await res.text();
    server.close();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
    });
    expect(text).not.toContain('secret');
  });
});
