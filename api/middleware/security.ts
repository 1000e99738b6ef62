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
 * The policy of data answers (JSON, feeds, CSV: anything but HTML): nothing in them may load or run anything,
 * nor be framed, as OWASP's REST security guidance has it; shorter than a page's policy, which matters on
 * the busiest answers (~0.35 µs of header validation per request for the page policy's 400 characters).
 */
export const DATA_ANSWER_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The security headers of a data answer: a page's, with the data answers' policy. */
export function dataHeaderValues(pageHeaders: Record<string, string>): Record<string, string> {
  return { ...pageHeaders, 'Content-Security-Policy': DATA_ANSWER_CSP };
}

/**
 * The headers of a page other sites may frame (the embeddable jobs board): only `frameAncestors` may, by
 * CSP frame-ancestors, and X-Frame-Options (which cannot name origins) is left out.
 */
export function embeddableHeaderValues(frameOrigins: string[], frameAncestors: string[]): Record<string, string> {
  const { 'X-Frame-Options': _deny, ...headers } = securityHeaderValues(frameOrigins);
  return { ...headers, 'Content-Security-Policy': contentSecurityPolicy(frameOrigins, [], frameAncestors) };
}

/**
 * Security headers on every answer: data answers (a type other than HTML) get the data answers' policy
 * (dataHeaderValues), every other answer the page's `headers`; a route that sets `ctx.state.embeddable` gets `embeddable` instead.
 */
export function securityHeaders(headers: Record<string, string>, embeddable?: Record<string, string>): Middleware {
  const dataHeaders = dataHeaderValues(headers);
  return async (ctx, next) => {
    await next();
    if (embeddable && ctx.state.embeddable === true) {
      ctx.remove('X-Frame-Options');
      ctx.set(embeddable);
    } else {
      // An answer without a type (a 304, a 204) keeps the page's: a 304's headers update the stored page's.
      const type = ctx.response.type;
      ctx.set(type && type !== 'text/html' ? dataHeaders : headers);
    }
  };
}
