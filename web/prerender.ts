/**
 * Writes static HTML for every content route after the client and server builds:
 * dist/web/<route>/index.html (the home page is dist/web/index.html), dist/web/shell.html (the empty app
 * shell for client-only routes) and dist/web/404.html. The routes are the site's route table
 * (src/content/routes.ts), which the router and the server read too.
 *
 * The pages the API renders per request (the entry's serverRenderedPaths, e.g. /jobs) keep their prerendered
 * file as the fallback, and get a template in dist/ssr/pages/<route>.html: the page's head links and an
 * empty #root, which the API fills with each render. dist/ssr (the server entry) stays for the API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillTemplate } from './html-document';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');
const ssrDir = path.join(root, 'dist/ssr');
/** A path no route matches, rendered as the not-found page. */
const NOT_FOUND_PROBE = '/__isa-not-found__';

interface ServerEntry {
  render(path: string): Promise<{ status: number; html: string }>;
  contentPaths: readonly string[];
  serverRenderedPaths: readonly string[];
  routeModules(path: string): Promise<unknown[]>;
}

/** A Vite build manifest: source module (relative to web/) → its chunk, static imports and CSS. */
type Manifest = Record<
  string,
  { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
>;

const readManifest = (dir: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** A chunk's file and the files of everything it imports statically, depth first; CSS of them all. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const files = chunkFiles(manifest, imported, seen);
    js.push(...files.js);
    css.push(...files.css);
  }
  return { js, css };
}

/**
 * The head links that load a page's own lazy chunks alongside the entry, so hydration (which awaits them, see
 * web/main.tsx) does not wait for the entry to run first. Page modules are told apart by their namespace
 * objects: importing a chunk of the prerender build yields the same object the route's lazy() returned.
 */
async function pagePreloader(entry: ServerEntry, template: string): Promise<(route: string) => Promise<string>> {
  const client = readManifest(webDist);
  const server = readManifest(ssrDir);
  const sourceOf = new Map<unknown, string>();
  for (const [source, chunk] of Object.entries(server))
    if (chunk.isDynamicEntry) sourceOf.set(await import(pathToFileURL(path.join(ssrDir, chunk.file)).href), source);
  // What the template already loads (entry scripts, their preloads and styles) is not named twice.
  const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!));
  return async (route) => {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const module of await entry.routeModules(route)) {
      const source = sourceOf.get(module);
      if (!source) throw new Error(`no chunk found for a page module of ${route}`);
      const files = chunkFiles(client, source);
      files.js.filter((file) => !inTemplate.has(file)).forEach((file) => js.add(file));
      files.css.filter((file) => !inTemplate.has(file)).forEach((file) => css.add(file));
    }
    return [
      ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ].join('\n    ');
  };
}

async function main() {
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(webDist, 'shell.html'), template);

  const preloads = await pagePreloader(entry, template);
  const contentRoutes = entry.contentPaths;
  let written = 0;
  for (const route of contentRoutes) {
    try {
      const page = await entry.render(route);
      if (page.status !== 200) throw new Error(`status ${page.status}`);
      const file = route === '/' ? path.join(webDist, 'index.html') : path.join(webDist, route, 'index.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, fillTemplate(template, page.html, await preloads(route)));
      written++;
    } catch (error) {
      // A page that cannot render without a browser is served as the app shell instead.
      console.warn(`prerender: ${route} skipped (${(error as Error).message})`);
    }
  }
  const notFound = await entry.render(NOT_FOUND_PROBE);
  fs.writeFileSync(
    path.join(webDist, '404.html'),
    fillTemplate(template, notFound.html, await preloads(NOT_FOUND_PROBE)),
  );
  for (const route of entry.serverRenderedPaths) {
    const file = path.join(ssrDir, 'pages', `${route}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, fillTemplate(template, '', await preloads(route)));
  }
  console.log(
    `prerender: ${written} of ${contentRoutes.length} routes written to dist/web, plus 404.html; ` +
      `${entry.serverRenderedPaths.length} page templates for the server in dist/ssr/pages`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  // The rendered app leaves timers behind (the query cache keeps entries 5 minutes); the work is done.
  process.exit(0);
}
