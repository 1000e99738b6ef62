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

/**
 * The headers of a page other sites may frame (the embeddable jobs board): only `frameAncestors` may, by
 * CSP frame-ancestors, and X-Frame-Options (which cannot name origins) is left out.
 */
export function embeddableHeaderValues(frameOrigins: string[], frameAncestors: string[]): Record<string, string> {
  const { 'X-Frame-Options': _deny, ...headers } = securityHeaderValues(frameOrigins);
  return { ...headers, 'Content-Security-Policy': contentSecurityPolicy(frameOrigins, [], frameAncestors) };
}

/** Security headers on every answer; a route that sets `ctx.state.embeddable` gets `embeddable` instead. */
export function securityHeaders(headers: Record<string, string>, embeddable?: Record<string, string>): Middleware {
  return async (ctx, next) => {
    await next();
    if (embeddable && ctx.state.embeddable === true) {
      ctx.remove('X-Frame-Options');
      ctx.set(embeddable);
    } else {
      ctx.set(headers);
    }
  };
}
