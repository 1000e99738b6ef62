import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';

/** What every route module receives: configuration, the open database, the logger (and Redis when configured). */
export interface AppContext {
  config: AppConfig;
  database: Database;
  logger: Logger;
  /** Shared store for rate-limit budgets when REDIS_URL is set. */
  redis?: Redis;
}
