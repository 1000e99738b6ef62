/**
 * Writes static HTML for every content route after the client and prerender builds:
 * dist/web/<route>/index.html (the home page is dist/web/index.html), dist/web/shell.html (the empty app
 * shell for client-only routes), dist/web/404.html and dist/web/route-manifest.json (the route patterns the
 * server treats as known; anything else is answered 404).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');
const ssrDir = path.join(root, 'dist/ssr');
/** A path no route matches, rendered as the not-found page. */
const NOT_FOUND_PROBE = '/__isa-not-found__';

interface ServerEntry {
  render(path: string): Promise<{ status: number; html: string }>;
  routePatterns(): string[];
}

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/** Splits React's leading hoisted head tags (title, meta, link) from the body markup. */
export function splitHead(html: string): { head: string; body: string } {
  let rest = html;
  const head: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join('\n    '), body: rest };
}

/** Puts a rendered page into the built index.html template. */
export function fillTemplate(template: string, rendered: string): string {
  const { head, body } = splitHead(rendered);
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root element.');
  return template
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

async function main() {
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(webDist, 'shell.html'), template);

  const patterns = [...new Set(entry.routePatterns())].filter((pattern) => pattern !== '/*');
  const contentRoutes = patterns.filter((pattern) => !pattern.includes(':') && !pattern.includes('*'));
  let written = 0;
  for (const route of contentRoutes) {
    try {
      const page = await entry.render(route);
      if (page.status !== 200) throw new Error(`status ${page.status}`);
      const file = route === '/' ? path.join(webDist, 'index.html') : path.join(webDist, route, 'index.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, fillTemplate(template, page.html));
      written++;
    } catch (error) {
      // A page that cannot render without a browser is served as the app shell instead.
      console.warn(`prerender: ${route} skipped (${(error as Error).message})`);
    }
  }
  const notFound = await entry.render(NOT_FOUND_PROBE);
  fs.writeFileSync(path.join(webDist, '404.html'), fillTemplate(template, notFound.html));
  fs.writeFileSync(path.join(webDist, 'route-manifest.json'), `${JSON.stringify({ patterns }, null, 2)}\n`);
  fs.rmSync(ssrDir, { recursive: true, force: true });
  console.log(`prerender: ${written} of ${contentRoutes.length} routes written to dist/web, plus 404.html`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  // The rendered app leaves timers behind (the query cache keeps entries 5 minutes); the work is done.
  process.exit(0);
}
