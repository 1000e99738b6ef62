import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Middleware } from 'koa';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from './db/database.ts';
import { jobsService } from './services/jobs.ts';
import { startMiniServer, type MiniServer } from './test/mini-app.ts';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** GET /api/test/slow-query: holds a database connection for a moment, to be cut mid-request. */
const slowQuery =
  (database: Database): Middleware =>
  async (ctx, next) => {
    if (ctx.path !== '/api/test/slow-query') return next();
    await sql`select pg_sleep(0.6)`.execute(database.db);
    ctx.body = { done: true };
  };

/** Polls until the API answers 200 again, proving it recovers without a restart. */
async function untilOk(server: MiniServer, pathname: string, ms = 10_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await server.fetch(pathname)).status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${pathname} did not recover within ${ms} ms`);
}

// The shared PostgreSQL server is never restarted: a proxy between the API and it is cut instead, and
// pg_terminate_backend kills this test database's own connections only.
describe.runIf(adminUrl)('PostgreSQL outages [postgres]', () => {
  const name = `isa_faults_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy;
  let database: Database;
  let server: MiniServer;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const direct = new URL(adminUrl!);
    direct.pathname = `/${name}`;
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ driver: 'postgres', url: viaProxy.toString(), poolSize: 4 });
    await migrateToLatest(database.db);
    await jobsService(database.db).seedIfEmpty();
    server = await startMiniServer(database, {}, [slowQuery(database)]);
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await proxy?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('answers 503 while the database is unreachable and recovers by itself', async () => {
    expect((await server.fetch('/api/jobs')).status).toBe(200);

    proxy.cut();
    for (const pathname of ['/api/jobs', '/api/jobs', '/healthz']) {
      const res = await server.fetch(pathname);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'unavailable' });
      if (pathname !== '/healthz') expect(res.headers.get('retry-after')).toBe('5');
    }

    proxy.restore();
    await untilOk(server, '/api/jobs');
    expect((await server.fetch('/healthz')).status).toBe(200);
    const body = (await (await server.fetch('/api/jobs')).json()) as { total: number };
    expect(body.total).toBeGreaterThan(0);
  });

  it('answers 503 when the connection dies in the middle of a request', async () => {
    const pending = server.fetch('/api/test/slow-query');
    await new Promise((resolve) => setTimeout(resolve, 200));
    proxy.cut();
    const res = await pending;
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'unavailable' });
    proxy.restore();
    await untilOk(server, '/api/test/slow-query');
  });

  it('answers 503 when PostgreSQL terminates the backend mid-query, then serves the next request', async () => {
    const pending = server.fetch('/api/test/slow-query');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await admin.query<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [name],
    );
    expect(rows.some((r) => r.killed)).toBe(true);
    const res = await pending;
    expect(res.status).toBe(503);
    // Idle pooled connections were terminated too; the pool drops them and reconnects within moments.
    expect(await untilOk(server, '/api/jobs', 5_000)).toBeLessThan(5_000);
  });
});
