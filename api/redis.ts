import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Connects to Redis for shared state between API instances. Commands fail fast while the connection is
 * down (no offline queue) so a Redis outage degrades to per-process limits instead of stalling requests.
 * The client library is loaded here, only when a Redis URL is configured (it holds ~10 MB once loaded).
 */
export async function openRedis(url: string, logger: Logger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let warned = false;
  redis.on('error', (err: Error) => {
    // ioredis repeats the error on every reconnect attempt; one line per outage is enough.
    if (!warned) logger.warn({ err: err.message }, 'redis unavailable; rate limits fall back to this process');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}

/** Closes a Redis connection, waiting for pending replies when it is up. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** Waits until Redis is ready, at most `ms`; false when it is not (the API starts anyway, degraded). */
export function waitForRedis(redis: Redis, ms = 3_000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.once('ready', onReady);
  });
}
