import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Schema } from './schema.ts';

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

// Timestamps come back as Date on both drivers; bigint counts as numbers (counts here stay small).
pg.types.setTypeParser(20, (v) => Number(v));

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Opens PGlite (a data directory, or memory when none is given) or PostgreSQL, without migrating. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
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
  const settings = {
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // An embedded site's data fits in far less than PostgreSQL's default 128 MB of shared buffers.
    postgresqlconf: 'shared_buffers = 32MB',
  };
  if (options.dataDir && !(await exists(path.join(options.dataDir, 'PG_VERSION')))) {
    // Creating a data directory runs initdb in the same WebAssembly memory, which never shrinks: reopening
    // the new directory keeps the running database at about half the memory.
    await fs.mkdir(options.dataDir, { recursive: true });
    await (await PGlite.create(settings)).close();
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
