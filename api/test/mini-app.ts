import http from 'node:http';
import type { Middleware } from 'koa';
import type { DestinationStream } from 'pino';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { closeRedis, openRedis, waitForRedis } from '../redis.ts';

export interface MiniServer {
  baseUrl: string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app (createApp with its middleware chain) plus extra handlers mounted after it, for testing
 * cross-cutting middleware on routes the API does not have. Extra handlers see only /api/* requests.
 * `logDestination` receives the log lines (with LOG_LEVEL set in `env`).
 */
export async function startMiniServer(
  database: Database,
  env: Record<string, string>,
  extra: Middleware[],
  logDestination?: DestinationStream,
): Promise<MiniServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    API_CACHE_MS: '0',
    ...env,
  });
  const logger = createLogger(config, logDestination);
  const redis = config.redisUrl ? await openRedis(config.redisUrl, logger) : undefined;
  if (redis) await waitForRedis(redis, 1_000);
  const app = createApp({ config, database, logger, ...(redis ? { redis } : {}) });
  for (const handler of extra) app.use(handler);
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    baseUrl,
    fetch: (pathname, init) => fetch(`${baseUrl}${pathname}`, init),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (redis) await closeRedis(redis);
    },
  };
}
