import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { notFound, unauthorized } from '../errors.ts';
import { failureLimit } from './rate-limit.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Wrong bearer tokens (operator or kiosk) a client may send in 15 minutes; after that every attempt, right
 * or wrong, gets 429 until the window ends. One budget for every guarded endpoint, shared between instances
 * with Redis, so guessing one token does not get a fresh budget for the other.
 */
export const ADMIN_AUTH_FAILURES = { name: 'admin-auth-failures', points: 10, windowSeconds: 15 * 60 };

/**
 * Guards endpoints with `Authorization: Bearer <token>`. Without a configured token they do not exist (404),
 * so a forgotten setting never leaves them open. Tokens are compared in constant time (as equal-length
 * digests), and failed attempts are limited per client.
 */
function requireBearerToken(token: string | undefined, messages: { off: string; refused: string }): Middleware {
  const expected = token ? digest(token) : undefined;
  const failures = failureLimit(ADMIN_AUTH_FAILURES);
  return async (ctx, next) => {
    if (!expected) throw notFound(messages.off);
    await failures.check(ctx);
    const match = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'));
    if (!match?.[1] || !timingSafeEqual(digest(match[1].trim()), expected)) {
      await failures.fail(ctx);
      ctx.set('WWW-Authenticate', 'Bearer');
      throw unauthorized(messages.refused);
    }
    await next();
  };
}

/** Operator endpoints: `Authorization: Bearer <ADMIN_TOKEN>`; absent (404) without a token. */
export function requireAdmin(adminToken: string | undefined): Middleware {
  return requireBearerToken(adminToken, {
    off: 'Operator endpoints are disabled on this server.',
    refused: 'A valid operator token is required.',
  });
}

/** The kiosks' staff endpoints: `Authorization: Bearer <KIOSK_TOKEN>`; absent (404) without a token. */
export function requireKiosk(kioskToken: string | undefined): Middleware {
  return requireBearerToken(kioskToken, {
    off: 'Staff qualification from kiosks is disabled on this server.',
    refused: 'A valid kiosk token is required.',
  });
}
