import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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

/** Limits requests per client address; over budget answers 429 with Retry-After. */
export function rateLimit(options: RateLimitOptions, factory: LimiterFactory = memoryLimiter): Middleware {
  const limiter = factory(options);
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip || 'unknown');
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
      throw rejection;
    }
    await next();
  };
}
