import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { migrateToLatest, openDatabase, type Database } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { responseChecker } from '../openapi/conformance.ts';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { closeRedis, openRedis, waitForRedis } from '../redis.ts';
import { apiOperations } from '../routes/index.ts';
import { startDelivery } from '../services/outbox/delivery.ts';

export type TestDriver = 'pglite' | 'postgres';

/** Drivers the integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDrivers: TestDriver[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated PGlite database, cloned from one migrated template per test process (cloning is ~7x faster). */
async function freshPglite(): Promise<Database> {
  pgliteTemplate ??= (async () => {
    const template = await openDatabase({ driver: 'pglite' });
    await migrateToLatest(template.db);
    const blob = await template.snapshot!();
    await template.close();
    return blob;
  })();
  return openDatabase({ driver: 'pglite', loadDataDir: await pgliteTemplate });
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server: its URL and a way to drop it. */
export async function createPostgresTestDatabase(prefix = 'isa_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A new, empty, migrated PostgreSQL database that is dropped again on close. */
async function freshPostgres(): Promise<Database> {
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 5 });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fresh, migrated database on the given driver. */
export function createTestDatabase(driver: TestDriver): Promise<Database> {
  return driver === 'postgres' ? freshPostgres() : freshPglite();
}

export interface TestServer {
  baseUrl: string;
  config: AppConfig;
  database: Database;
  /** fetch() against the server, with a path instead of a URL. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

let checker: ReturnType<typeof responseChecker> | undefined;

/**
 * Every answer a test receives through TestServer.fetch is checked against the OpenAPI document, so the
 * document cannot drift from what the API really does: a mismatch fails the test that saw it.
 */
async function expectDocumented(method: string, pathname: string, res: Response): Promise<void> {
  checker ??= responseChecker(buildOpenApiDocument(apiOperations(), 'http://localhost'));
  const problems = checker({
    method: method.toUpperCase(),
    pathname: new URL(pathname, 'http://localhost').pathname,
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: await res.clone().text(),
  });
  if (problems?.length) {
    throw new Error(
      `The answer does not match the OpenAPI document (declare it in the route's operations.ts):\n${problems.join('\n')}`,
    );
  }
}

/** The real app on a real port and a real database, configured like production but silent. */
export async function startTestServer(
  driver: TestDriver,
  env: Record<string, string> = {},
  extra: Pick<AppContext, 'readiness' | 'serverEntryFile'> = {},
): Promise<TestServer> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>ISA</title><div id="root"></div>');
  // API_CACHE_MS 0: tests write rows directly and expect to read them back at once. The delivery worker
  // runs only in suites that ask for it (DELIVERY_WORKER: 'true').
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist,
    API_CACHE_MS: '0',
    DELIVERY_WORKER: 'false',
    ...env,
  });
  const database = await createTestDatabase(driver);
  const logger = createLogger(config);
  const redis = config.redisUrl ? await openRedis(config.redisUrl, logger) : undefined;
  if (redis) await waitForRedis(redis);
  const server = http.createServer(
    createApp({ config, database, logger, ...extra, ...(redis ? { redis } : {}) }).callback(),
  );
  const stopDelivery = startDelivery(database.db, config, logger);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    config,
    database,
    fetch: async (pathname, init) => {
      const res = await fetch(`${baseUrl}${pathname}`, init);
      await expectDocumented(init?.method ?? 'GET', pathname, res);
      return res;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopDelivery();
      await database.close();
      if (redis) await closeRedis(redis);
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/**
 * Declares a suite once per test driver, each with its own server and database. The handle is filled in
 * before the suite's tests run.
 */
export function describeWithServer(
  name: string,
  suite: (server: TestServer, driver: TestDriver) => void,
  env: Record<string, string> = {},
): void {
  for (const driver of testDrivers) {
    describe(`${name} [${driver}]`, () => {
      const handle = {} as TestServer;
      beforeAll(async () => {
        Object.assign(handle, await startTestServer(driver, env));
      });
      afterAll(async () => {
        await handle.close?.();
      });
      suite(handle, driver);
    });
  }
}
