/**
 * Writes static HTML for every content route after the client and server builds:
 * dist/web/<route>/index.html (the home page is dist/web/index.html), dist/web/shell.html (the empty app
 * shell for client-only routes) and dist/web/404.html. The routes are the site's route table
 * (src/content/routes.ts), which the router and the server read too.
 *
 * The pages the API renders per request (the entry's serverRenderedPaths, e.g. /jobs) keep their prerendered
 * file as the fallback, and get a template in dist/ssr/pages/<route>.html: the page's head links and an
 * empty #root, which the API fills with each render. dist/ssr (the server entry) stays for the API.
 *
 * Every page but the app shell carries the CSS its markup uses inline (web/critical-css.ts) and loads the site's
 * whole style sheet without blocking its first paint (web/deferred-css.ts); a server-rendered page's template
 * inlines what sample renders of it use (SAMPLE_RENDERS).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JOB_FACETS_KEY } from '../src/core/pages/jobs/queries';
import { EMPLOYMENT_TYPES, JOBS_PAGE_SIZE, type JobDto, type JobListDto } from '../src/shared/job';
import { criticalCss } from './critical-css';
import { DEFERRED_CSS_ATTRIBUTE } from './deferred-css';
import { fillTemplate } from './html-document';
import { ENTRY_ATTRIBUTE, LOADER_SOURCE, PRELOAD_ATTRIBUTE } from './paint-first';
import type { ServerQueryData } from './server-data';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');
const ssrDir = path.join(root, 'dist/ssr');
/** A path no route matches, rendered as the not-found page. */
const NOT_FOUND_PROBE = '/__isa-not-found__';

interface ServerEntry {
  render(path: string, answers?: readonly ServerQueryData[]): Promise<{ status: number; html: string }>;
  contentPaths: readonly string[];
  serverRenderedPaths: readonly string[];
  pageQueries(path: string, search: URLSearchParams): { key: readonly unknown[] }[];
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
 * objects: importing a chunk of the prerender build yields the same object the route's lazy() returned, or,
 * where the chunk also holds code that other chunks import, exports it as an object tagged 'Module'.
 */
async function pagePreloader(entry: ServerEntry, template: string): Promise<(route: string) => Promise<string>> {
  const client = readManifest(webDist);
  const server = readManifest(ssrDir);
  const sourceOf = new Map<unknown, string>();
  for (const [source, chunk] of Object.entries(server)) {
    if (!chunk.isDynamicEntry) continue;
    const namespace = (await import(pathToFileURL(path.join(ssrDir, chunk.file)).href)) as Record<string, unknown>;
    sourceOf.set(namespace, source);
    for (const value of Object.values(namespace))
      if (isTaggedModule(value) && !sourceOf.has(value)) sourceOf.set(value, source);
  }
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

/** A module namespace object as the bundler builds one (`Symbol.toStringTag` 'Module'). */
const isTaggedModule = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module';

/** The site-wide style sheet link Vite writes into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
/** The entry module script Vite writes into index.html, and the module preloads (Vite's and the page's own). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** Writes the script loader (web/paint-first.ts) to dist/web/assets under a name of its content; answers its path. */
function writeLoader(): string {
  const hash = createHash('sha256').update(LOADER_SOURCE).digest('base64url').slice(0, 10);
  const file = `/assets/paint-first-${hash}.js`;
  fs.writeFileSync(path.join(webDist, file), LOADER_SOURCE);
  return file;
}

/**
 * Makes a page's first paint need nothing but its HTML. The template's style sheet link gives way to the CSS
 * that `renders` of the page (whole documents; by default the page itself) use, inlined, and the same link
 * with media="print" (loaded at the lowest priority, blocking nothing), which the app applies as it starts.
 * The module script and the modulepreload links give way to the loader (web/paint-first.ts), which adds them
 * once the page has painted: the scripts only hydrate what is painted, and do not compete with it.
 */
function paintFirst(template: string, loader: string): (page: string, renders?: readonly string[]) => string {
  const link = STYLESHEET_LINK.exec(template);
  if (!link) throw new Error('The built index.html links no style sheet.');
  if (!ENTRY_SCRIPT.test(template)) throw new Error('The built index.html has no module script.');
  const css = fs.readFileSync(path.join(webDist, link[1]!), 'utf8');
  return (page, renders = [page]) => {
    const critical = criticalCss(css, renders);
    if (critical.includes('</')) throw new Error('The critical CSS would close its <style> element.');
    const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
    return page
      .replace(
        link[0],
        () => `<style>${critical}</style>\n    ${link[0].replace('>', ` media="print" ${DEFERRED_CSS_ATTRIBUTE}>`)}`,
      )
      .replace(MODULE_PRELOAD, '')
      .replace(
        ENTRY_SCRIPT,
        (_, entry: string) =>
          `<script async src="${loader}" ${ENTRY_ATTRIBUTE}="${entry}" ${PRELOAD_ATTRIBUTE}="${preloads.join(' ')}"></script>`,
      );
  };
}

/** A made-up open job for the sample renders. */
const sampleJob = (id: string, fields: Partial<JobDto>): JobDto => ({
  id,
  name: 'Sample job',
  publicName: 'Sample job with a long name that wraps on a phone',
  description: null,
  status: 'Open',
  location: null,
  remote: false,
  department: 'Engineering',
  employmentType: EMPLOYMENT_TYPES[0],
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  country: null,
  datePosted: '2026-03-02',
  validThrough: null,
  createdAt: '2026-03-02T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
  ...fields,
});

/**
 * What each server-rendered page can show, as URLs and the jobs found for them: its template inlines the CSS
 * their renders use. The board: jobs with and without a location and the remote badge, more than one page
 * of them, and a search that finds none (the empty row, the clear-filters button).
 */
const SAMPLE_RENDERS: Record<string, { url: string; jobs: JobDto[] }[]> = {
  '/jobs': [
    {
      url: '/jobs',
      jobs: [
        sampleJob('SampleJob0000001', { location: 'Berlin', remote: true }),
        sampleJob('SampleJob0000002', { location: 'Austin, TX' }),
        sampleJob('SampleJob0000003', {}),
      ],
    },
    { url: '/jobs?q=sample&page=2', jobs: [] },
  ],
};

/** The sample renders of a server-rendered page, as whole documents. */
async function sampleRenders(entry: ServerEntry, route: string, fill: (rendered: string) => string) {
  const samples = SAMPLE_RENDERS[route];
  if (!samples) throw new Error(`${route} is rendered by the server: name what it can show in SAMPLE_RENDERS.`);
  return Promise.all(
    samples.map(async ({ url, jobs }) => {
      const search = new URLSearchParams(url.split('?')[1] ?? '');
      const answers = entry.pageQueries(route, search).map(({ key }) => ({
        key,
        data:
          key[0] === JOB_FACETS_KEY[0]
            ? { departments: ['Engineering', 'Sales'], employmentTypes: [...EMPLOYMENT_TYPES] }
            : ({ items: jobs, total: jobs.length ? JOBS_PAGE_SIZE * 2 : 0 } satisfies JobListDto),
      }));
      return fill((await entry.render(url, answers)).html);
    }),
  );
}

async function main() {
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  fs.writeFileSync(path.join(webDist, 'shell.html'), template);

  const preloads = await pagePreloader(entry, template);
  const paintedFirst = paintFirst(template, writeLoader());
  const contentRoutes = entry.contentPaths;
  let written = 0;
  for (const route of contentRoutes) {
    try {
      const page = await entry.render(route);
      if (page.status !== 200) throw new Error(`status ${page.status}`);
      const file = route === '/' ? path.join(webDist, 'index.html') : path.join(webDist, route, 'index.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, paintedFirst(fillTemplate(template, page.html, await preloads(route))));
      written++;
    } catch (error) {
      // A page that cannot render without a browser is served as the app shell instead.
      console.warn(`prerender: ${route} skipped (${(error as Error).message})`);
    }
  }
  const notFound = await entry.render(NOT_FOUND_PROBE);
  fs.writeFileSync(
    path.join(webDist, '404.html'),
    paintedFirst(fillTemplate(template, notFound.html, await preloads(NOT_FOUND_PROBE))),
  );
  for (const route of entry.serverRenderedPaths) {
    const file = path.join(ssrDir, 'pages', `${route}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const links = await preloads(route);
    const renders = await sampleRenders(entry, route, (rendered) => fillTemplate(template, rendered, links));
    fs.writeFileSync(file, paintedFirst(fillTemplate(template, '', links), renders));
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
