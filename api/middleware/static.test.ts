import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesRoute, serveWeb } from './static.ts';

describe('matchesRoute', () => {
  const patterns = ['/', '/pricing', '/jobs/:slug', '/jobs/:slug/apply', '/docs/*'];
  it('matches static, parameterised and splat patterns, with or without a trailing slash', () => {
    for (const known of ['/', '/pricing', '/pricing/', '/jobs/nurse-abc', '/jobs/x/apply', '/docs/a/b']) {
      expect(matchesRoute(patterns, known), known).toBe(true);
    }
    for (const unknown of ['/pricingx', '/jobs', '/jobs/a/b', '/nope', '/jobs/x/apply/more']) {
      expect(matchesRoute(patterns, unknown), unknown).toBe(false);
    }
  });
});

describe('serveWeb', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-static-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<h1>Home</h1>');
    fs.writeFileSync(path.join(dist, 'shell.html'), '<div id="root"></div>');
    fs.writeFileSync(path.join(dist, '404.html'), '<h1>Oops! Page not found</h1>');
    fs.mkdirSync(path.join(dist, 'pricing'));
    fs.writeFileSync(path.join(dist, 'pricing/index.html'), '<h1>Pricing</h1>');
    const app = new Koa();
    app.use(serveWeb(dist, ['/', '/pricing', '/jobs/:slug']));
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (pathname: string) => {
    const res = await fetch(`${base}${pathname}`);
    return { status: res.status, body: await res.text() };
  };

  it('serves prerendered pages, the shell for client-only routes, and the 404 page with status 404', async () => {
    expect(await get('/')).toEqual({ status: 200, body: '<h1>Home</h1>' });
    expect(await get('/pricing')).toEqual({ status: 200, body: '<h1>Pricing</h1>' });
    expect(await get('/jobs/nurse-abc')).toEqual({ status: 200, body: '<div id="root"></div>' });
    expect(await get('/no/such/page')).toEqual({ status: 404, body: '<h1>Oops! Page not found</h1>' });
  });
});
