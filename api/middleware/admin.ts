import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { notFound, unauthorized } from '../errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards operator endpoints with `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token the
 * endpoints do not exist (404), so a forgotten setting never leaves them open.
 */
export function requireAdmin(adminToken: string | undefined): Middleware {
  const expected = adminToken ? digest(adminToken) : undefined;
  return async (ctx, next) => {
    if (!expected) throw notFound('Operator endpoints are disabled on this server.');
    const match = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'));
    if (!match?.[1] || !timingSafeEqual(digest(match[1].trim()), expected)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw unauthorized('A valid operator token is required.');
    }
    await next();
  };
}
