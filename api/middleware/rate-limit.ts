import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';

export interface RateLimitOptions {
  /** Name of the budget, e.g. 'chat'; budgets with different names never share points. */
  name: string;
  /** Requests allowed per client in each window. */
  points: number;
  windowSeconds: number;
}

/** Builds the store behind a budget; in memory by default (one process). */
export type LimiterFactory = (options: RateLimitOptions) => RateLimiterAbstract;

export const memoryLimiter: LimiterFactory = ({ name, points, windowSeconds }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });

/**
 * Budgets kept in Redis so every API instance draws from the same one. While Redis is unreachable each
 * process falls back to its own in-memory budget, so an outage of Redis never blocks or opens the API.
 */
export function redisLimiter(redis: Redis, keyPrefix: string): LimiterFactory {
  return (options) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${keyPrefix}rl:${options.name}`,
      points: options.points,
      duration: options.windowSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryLimiter(options),
    });
}

/** How an app's budgets are stored and scaled; set once per app by createApp. */
export interface RateLimitSettings {
  factory: LimiterFactory;
  /** Multiplies every budget's points (1 in production; tests and benches raise it). */
  scale: number;
}

const settingsByApp = new WeakMap<Koa, RateLimitSettings>();

/** Chooses the store (memory or Redis) and scale for every rateLimit() mounted in this app. */
export function configureRateLimits(app: Koa, settings: RateLimitSettings): void {
  settingsByApp.set(app, settings);
}

/**
 * Limits requests per client address; over budget answers 429 with Retry-After. Without an explicit
 * factory the store comes from the app's settings (Redis when REDIS_URL is set), chosen on first use.
 */
export function rateLimit(options: RateLimitOptions, factory?: LimiterFactory): Middleware {
  const limiters = new WeakMap<Koa, RateLimiterAbstract>();
  const limiterFor = (app: Koa): RateLimiterAbstract => {
    let limiter = limiters.get(app);
    if (!limiter) {
      const settings = settingsByApp.get(app);
      const points = Math.max(1, Math.round(options.points * (settings?.scale ?? 1)));
      limiter = (factory ?? settings?.factory ?? memoryLimiter)({ ...options, points });
      limiters.set(app, limiter);
    }
    return limiter;
  };
  return async (ctx, next) => {
    try {
      await limiterFor(ctx.app).consume(ctx.ip || 'unknown');
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
      throw rejection;
    }
    await next();
  };
}
