import type { Middleware } from 'koa';
import { contentSecurityPolicy } from '../../src/shared/csp.ts';

/** The security headers every answer carries. */
export function securityHeaderValues(frameOrigins: string[], connectOrigins: string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(frameOrigins, connectOrigins),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Security headers on every answer. */
export function securityHeaders(headers: Record<string, string>): Middleware {
  return async (ctx, next) => {
    await next();
    ctx.set(headers);
  };
}
