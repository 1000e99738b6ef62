import type { Middleware } from 'koa';
import { contentSecurityPolicy } from '../../src/shared/csp.ts';

/**
 * The security headers every answer carries. `camera` lets the page itself use the camera (the kiosk's
 * badge scanner); the web site keeps it off.
 */
export function securityHeaderValues(
  frameOrigins: string[],
  connectOrigins: string[] = [],
  { camera = false }: { camera?: boolean } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(frameOrigins, connectOrigins),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': `camera=(${camera ? 'self' : ''}), microphone=(), geolocation=(), payment=()`,
  };
}

/** Security headers on every answer. */
export function securityHeaders(headers: Record<string, string>): Middleware {
  return async (ctx, next) => {
    await next();
    ctx.set(headers);
  };
}
