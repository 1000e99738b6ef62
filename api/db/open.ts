import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type Database } from './database.ts';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
    : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateToLatest(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
