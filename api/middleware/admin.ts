import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { notFound, unauthorized } from '../errors.ts';
import { failureLimit } from './rate-limit.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Wrong operator tokens a client may send in 15 minutes; after that every attempt, right or wrong, gets
 * 429 until the window ends. One budget for all operator endpoints, shared between instances with Redis.
 */
export const ADMIN_AUTH_FAILURES = { name: 'admin-auth-failures', points: 10, windowSeconds: 15 * 60 };

/**
 * Guards operator endpoints with `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token the
 * endpoints do not exist (404), so a forgotten setting never leaves them open. Tokens are compared in
 * constant time (as equal-length digests), and failed attempts are limited per client.
 */
export function requireAdmin(adminToken: string | undefined): Middleware {
  const expected = adminToken ? digest(adminToken) : undefined;
  const failures = failureLimit(ADMIN_AUTH_FAILURES);
  return async (ctx, next) => {
    if (!expected) throw notFound('Operator endpoints are disabled on this server.');
    await failures.check(ctx);
    const match = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'));
    if (!match?.[1] || !timingSafeEqual(digest(match[1].trim()), expected)) {
      await failures.fail(ctx);
      ctx.set('WWW-Authenticate', 'Bearer');
      throw unauthorized('A valid operator token is required.');
    }
    await next();
  };
}
