import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from './theme-init.ts';

/** The one inline script pages carry (the colour scheme, set before the first paint), allowed by its hash. */
const THEME_INIT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy for pages: no inline scripts but the colour scheme one, frames only from the video hosts, requests only
 * to this origin, `connectOrigins` (the kiosk's API) and the video hosts (the video modal checks they answer).
 */
export function contentSecurityPolicy(
  frameOrigins: string[],
  connectOrigins: string[] = [],
  /** Origins that may frame the page (the embeddable jobs board); none by default. */
  frameAncestors: string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${THEME_INIT_HASH}`,
    // Mantine sets CSS variables through style attributes and tags.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...new Set([...connectOrigins, ...frameOrigins])].join(' '),
    `frame-src ${frameOrigins.length ? frameOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}
