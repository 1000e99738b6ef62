import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';

/** What every route module receives: configuration, the open database and the logger. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  logger: Logger;
}
