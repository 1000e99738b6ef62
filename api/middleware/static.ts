import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';

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
  const shell = path.join(root, 'index.html');
  return isFile(shell) ? shell : undefined;
}

/**
 * Serves the web build: hashed assets cached for a year as immutable, other files for an hour, HTML never
 * cached; page paths fall back to the app shell so client routes work on reload.
 */
export function serveWeb(root: string): Middleware {
  const absoluteRoot = path.resolve(root);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    let file = resolveInside(absoluteRoot, ctx.path);
    const isAsset = isFile(file) && !file!.endsWith('.html');
    if (!isAsset) {
      if (path.extname(ctx.path) && ctx.path !== '/index.html') return next();
      file = htmlFileFor(absoluteRoot, ctx.path);
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
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // Koa skips the body of a HEAD answer and destroys the stream when the response ends.
    ctx.body = fs.createReadStream(file!);
  };
}
