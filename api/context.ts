import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Metrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

/** What every route module receives: configuration, the open database, the logger (and Redis when configured). */
export interface AppContext {
  config: AppConfig;
  database: Database;
  logger: Logger;
  /** Shared store for rate-limit budgets when REDIS_URL is set. */
  redis?: Redis;
  /** Start-up and shutdown state for /readyz; without one the instance counts as ready. */
  readiness?: Readiness;
  /**
   * The server entry that renders pages per request (the jobs board); default: the build's
   * dist/ssr/entry-server.js beside WEB_DIST. Tests point it at web/entry-server.tsx.
   */
  serverEntryFile?: string;
  /** Prometheus metrics; createApp makes them when not given. */
  metrics?: Metrics;
}
