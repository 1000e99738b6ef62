import fs from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PGliteOptions } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Schema } from './schema.ts';

const execFileAsync = promisify(execFile);

export type Db = Kysely<Schema>;

/** An open database: the query builder plus what it takes to close it. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to clone a migrated database quickly. */
  snapshot?(): Promise<Blob>;
}

export type DatabaseOptions =
  { driver: 'postgres'; url: string; poolSize?: number } | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Opens PGlite (a data directory, or memory when none is given) or PostgreSQL, without migrating. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    // Each driver is loaded only when chosen: the other one's modules would stay in memory unused.
    const { default: pg } = await import('pg');
    // Timestamps come back as Date on both drivers; bigint counts as numbers (counts here stay small).
    pg.types.setTypeParser(20, (v: string) => Number(v));
    // A server that stops answering must fail a request within seconds (503), not hang it.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 10_000,
    });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // A checked-out client whose connection drops emits 'error' with no listener attached (pg-pool only
    // listens while it is idle), which would crash the process; its query rejects anyway and answers 503.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { db, driver: 'postgres', close: () => db.destroy() };
  }
  const [{ PGlite }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely-pglite-dialect'),
  ]);
  const settings: PGliteOptions = {
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: PGLITE_CONF,
  };
  if (options.dataDir && !(await exists(path.join(options.dataDir, 'PG_VERSION')))) {
    await fs.mkdir(options.dataDir, { recursive: true });
    // initdb leaves ~100 MB behind in the process that runs it (a database created and reopened in one
    // process held 360 MB at rest, reopened alone 250 MB): a process of its own creates the directory.
    if (options.loadDataDir) await (await PGlite.create(settings)).close();
    else await createDataDirInProcess(settings);
  }
  const client = await PGlite.create(settings);
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(client) });
  return {
    db,
    driver: 'pglite',
    snapshot: async () => (await client.dumpDataDir('none')) as Blob,
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PostgreSQL settings of the embedded database, sized for one process serving a small site. PGlite runs
 * Postgres single-user, yet shared memory is still sized for the default 100 connections and 128 MB of
 * buffers; tables here are a few MB, and the file system cache holds what the buffers do not.
 */
const PGLITE_CONF = [
  'shared_buffers = 8MB',
  'max_connections = 4',
  'max_wal_senders = 0',
  'max_replication_slots = 0',
  'max_prepared_transactions = 0',
].join('\n');

/**
 * Creates a PGlite data directory (initdb) in a short-lived Node.js process. Memory initdb touched stays with
 * the process that touched it, even from a thread that ended (the allocator keeps it): ~190 MB more at rest.
 */
async function createDataDirInProcess(settings: PGliteOptions): Promise<void> {
  const source = `
    const [module, settings] = process.argv.slice(-2);
    const { PGlite } = await import(module);
    await (await PGlite.create(JSON.parse(settings))).close();
  `;
  const module = import.meta.resolve('@electric-sql/pglite');
  await execFileAsync(process.execPath, ['--input-type=module', '-e', source, module, JSON.stringify(settings)], {
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws with the failing migration's error. Migrations create independent
 * tables, so one added under a lower number than an applied one still runs (unordered is allowed).
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
