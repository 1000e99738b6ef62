/** The origin the kiosk renderer is served from (a custom, privileged scheme). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'isa';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** True for pages of the app itself; anything else may not be navigated to inside the window. */
export function isAppUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed?.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}

/** What to do when the renderer tries to leave the current page. */
export function navigationDecision(url: string): 'allow' | 'deny' {
  return isAppUrl(url) ? 'allow' : 'deny';
}

/**
 * Whether a link may be handed to the operating system. Only http, https and mailto ever qualify;
 * the kiosk shows QR codes instead, so it passes `allowed: false` and nothing leaves the booth.
 */
export function mayOpenExternally(url: string, allowed: boolean): boolean {
  const parsed = parse(url);
  return allowed && !!parsed && ['http:', 'https:', 'mailto:'].includes(parsed.protocol);
}

/** Maps an app:// URL to a file path inside the renderer build, or undefined when it points outside. */
export function rendererPathFor(url: string): string | undefined {
  const parsed = parse(url);
  if (!parsed || !isAppUrl(url)) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.split('/').includes('..')) return undefined;
  return pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
}
