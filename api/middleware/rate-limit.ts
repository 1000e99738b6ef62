import type { Context, Middleware } from 'koa';
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

/** How an app's budgets are stored and scaled. */
export interface RateLimitSettings {
  factory: LimiterFactory;
  /** Multiplies every budget's points (1 in production; tests and benches raise it). */
  scale: number;
}

/** One app's budgets: each named budget's store, made on first use from the app's settings. */
export interface RateLimits {
  limiterFor(options: RateLimitOptions, factory?: LimiterFactory): RateLimiterAbstract;
}

declare module 'koa' {
  interface DefaultContext {
    /** The app's budgets (createApp puts them on app.context, which every request's ctx inherits). */
    rateLimits?: RateLimits;
  }
}

/**
 * The budgets of one app (Redis when REDIS_URL is set). One store per name, so every guard naming the same
 * budget draws from the same points.
 */
export function createRateLimits(settings: RateLimitSettings): RateLimits {
  const limiters = new Map<string, RateLimiterAbstract>();
  return {
    limiterFor(options, factory) {
      let limiter = limiters.get(options.name);
      if (!limiter) {
        const points = Math.max(1, Math.round(options.points * settings.scale));
        limiter = (factory ?? settings.factory)({ ...options, points });
        limiters.set(options.name, limiter);
      }
      return limiter;
    },
  };
}

/** The budgets of the request's app; a guard mounted outside createApp keeps its own, in memory. */
function budgetsOf(ctx: Context, own: () => RateLimits): RateLimits {
  return ctx.rateLimits ?? own();
}

const ownBudgets = () => {
  let budgets: RateLimits | undefined;
  return () => (budgets ??= createRateLimits({ factory: memoryLimiter, scale: 1 }));
};

/** The client a budget is kept for: its address (behind TRUST_PROXY, the one our proxy saw). */
const clientKey = (ctx: Context) => ctx.ip || 'unknown';

/** Limits requests per client address; over budget answers 429 with Retry-After. */
export function rateLimit(options: RateLimitOptions, factory?: LimiterFactory): Middleware {
  const own = ownBudgets();
  return async (ctx, next) => {
    try {
      await budgetsOf(ctx, own).limiterFor(options, factory).consume(clientKey(ctx));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
      throw rejection;
    }
    await next();
  };
}

/**
 * A budget of failures rather than requests (wrong credentials): `check` refuses a client that has spent
 * it (429 with Retry-After) before its attempt is even looked at; `fail` spends one point, and answers
 * 429 at once when that was the last. Successful attempts cost nothing.
 */
export function failureLimit(options: RateLimitOptions, factory?: LimiterFactory) {
  const rejected = (res: RateLimiterRes) => tooManyRequests(res.msBeforeNext / 1000);
  const own = ownBudgets();
  return {
    async check(ctx: Context): Promise<void> {
      const limiter = budgetsOf(ctx, own).limiterFor(options, factory);
      const spent = await limiter.get(clientKey(ctx));
      if (spent && spent.consumedPoints >= limiter.points) throw rejected(spent);
    },
    async fail(ctx: Context): Promise<void> {
      try {
        await budgetsOf(ctx, own).limiterFor(options, factory).consume(clientKey(ctx));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw rejected(rejection);
        throw rejection;
      }
    },
  };
}
