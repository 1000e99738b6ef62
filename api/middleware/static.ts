import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import { sitePaths } from '../../src/content/routes.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Resolves a URL path to a file strictly inside `root`, or undefined. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full === root || full.startsWith(root + path.sep) ? full : undefined;
}

function isFile(file: string | undefined): file is string {
  try {
    return !!file && fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The HTML file for a page path: its prerendered file when the build wrote one, else the app shell. */
export function htmlFileFor(root: string, urlPath: string): string | undefined {
  const trimmed = urlPath.replace(/\/+$/, '') || '/';
  const prerendered = resolveInside(root, trimmed === '/' ? '/index.html' : `${trimmed}/index.html`);
  if (isFile(prerendered)) return prerendered;
  // The prerender step keeps the empty shell as shell.html (index.html is then the prerendered home page).
  for (const shell of ['shell.html', 'index.html']) {
    const file = path.join(root, shell);
    if (isFile(file)) return file;
  }
  return undefined;
}

/** Matches a path against route patterns such as '/jobs/:slug' (a ':name' segment matches one segment). */
export function matchesRoute(patterns: readonly string[], urlPath: string): boolean {
  const segments = (urlPath.replace(/\/+$/, '') || '/').split('/').filter(Boolean);
  return patterns.some((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.at(-1) === '*') return segments.length >= parts.length - 1 && parts.slice(0, -1).every(matchAt);
    return parts.length === segments.length && parts.every(matchAt);
    function matchAt(part: string, index: number) {
      return part.startsWith(':') ? segments[index] !== undefined : part === segments[index];
    }
  });
}

/**
 * Serves the web build: hashed assets cached for a year as immutable, other files for an hour, HTML never
 * cached; page paths fall back to the app shell so client routes work on reload, and paths outside the site's
 * route table get the prerendered 404 page with status 404.
 */
export function serveWeb(root: string, patterns: readonly string[] = sitePaths): Middleware {
  const absoluteRoot = path.resolve(root);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    let file = resolveInside(absoluteRoot, ctx.path);
    const isAsset = isFile(file) && !file!.endsWith('.html');
    let status = 200;
    if (!isAsset) {
      if (path.extname(ctx.path) && ctx.path !== '/index.html') return next();
      const notFoundPage = path.join(absoluteRoot, '404.html');
      if (!matchesRoute(patterns, ctx.path) && isFile(notFoundPage)) {
        // Unknown routes get the prerendered not-found page with a real 404, so crawlers drop them.
        file = notFoundPage;
        status = 404;
      } else {
        file = htmlFileFor(absoluteRoot, ctx.path);
      }
      if (!file) return next();
    }
    const stat = fs.statSync(file!);
    const type = TYPES[path.extname(file!).toLowerCase()] ?? 'application/octet-stream';
    ctx.type = type;
    ctx.length = stat.size;
    ctx.lastModified = stat.mtime;
    ctx.set(
      'Cache-Control',
      type.startsWith('text/html')
        ? 'no-cache'
        : ctx.path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    );
    ctx.etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    ctx.status = status;
    if (status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // Koa skips the body of a HEAD answer and destroys the stream when the response ends.
    ctx.body = fs.createReadStream(file!);
  };
}
