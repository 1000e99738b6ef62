import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Middleware } from 'koa';
import { jobSearchQuerySchema } from '../../../src/shared/job-schema.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { jobsService } from '../../services/jobs.ts';

/** A query a page makes first: its cache key in the page and the API call that answers it. */
interface PageQuery {
  key: readonly unknown[];
  request: string;
}

/** What the API uses of the server entry (web/entry-server.tsx, built into dist/ssr by build:web). */
export interface ServerEntry {
  serverRenderedPaths: readonly string[];
  pageQueries(path: string, search: URLSearchParams): PageQuery[];
  renderDocument(
    template: string,
    url: string,
    answers: { key: readonly unknown[]; data: unknown }[],
  ): Promise<{ status: number; html: string }>;
}

/** Thrown when the minute's budget of fresh renders is spent: the page is served prerendered instead. */
class RenderBudgetSpent extends Error {}

/** How long after start the server entry is loaded. */
const ENTRY_WARM_UP_DELAY_MS = 1_000;

/** The built server entry beside the web build: dist/ssr/entry-server.js for dist/web. */
export function defaultServerEntryFile(webDist: string): string {
  return path.join(path.dirname(path.resolve(webDist)), 'ssr', 'entry-server.js');
}

/**
 * Renders the pages the server entry names (the jobs board, /jobs) per request from the database: the page
 * with the URL's filters, search and page applied, and the answers embedded for hydration. The queries and
 * their cache keys come from the page itself (the entry's pageQueries), each answered by the same service
 * and schema as its API call. The app's response cache in front reuses a render per URL for API_CACHE_MS;
 * when the entry is missing, a render fails or the minute's budget of renders is spent, the prerendered page
 * is served instead.
 */
export function serverRenderedPages({ config, database, logger, serverEntryFile }: AppContext): Middleware {
  const jobs = jobsService(database.db);
  const entryFile = serverEntryFile ?? defaultServerEntryFile(config.webDist);
  const templates = new Map<string, string>();
  let entry: Promise<ServerEntry | undefined> | undefined;
  // Search strings come from visitors, so each new one costs a render: a budget per minute keeps one visitor
  // from keeping the server busy rendering (past it, the prerendered page loads its jobs in the browser).
  let budgetMinute = 0;
  let rendersThisMinute = 0;

  function spendRender(): void {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== budgetMinute) {
      budgetMinute = minute;
      rendersThisMinute = 0;
    }
    if (rendersThisMinute >= config.jobsRendersPerMinute) throw new RenderBudgetSpent('render budget spent');
    rendersThisMinute += 1;
  }

  function loadEntry(): Promise<ServerEntry | undefined> {
    entry ??= fs.existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch((err: unknown) => {
          logger.error({ err }, 'server entry failed to load; pages are served prerendered');
          return undefined;
        })
      : Promise.resolve(undefined);
    return entry;
  }

  // Importing the UI takes a second or two: done shortly after start, not at the first visitor's expense, nor
  // in the way of start-up itself.
  if (fs.existsSync(entryFile)) setTimeout(() => void loadEntry(), ENTRY_WARM_UP_DELAY_MS).unref();

  /** The page's built HTML with an empty #root: its own template from the prerender, else the app shell. */
  function templateFor(route: string): string {
    let template = templates.get(route);
    if (template === undefined) {
      const own = path.join(path.dirname(entryFile), 'pages', `${route}.html`);
      template = fs.readFileSync(fs.existsSync(own) ? own : path.join(config.webDist, 'shell.html'), 'utf8');
      templates.set(route, template);
    }
    return template;
  }

  /** The data one API call of the page answers, as the client would receive it (JSON, so dates are strings). */
  async function answer(request: string): Promise<unknown> {
    const url = new URL(request, 'http://server.local');
    let data: unknown;
    if (url.pathname === '/api/jobs') {
      data = await jobs.board(validate(jobSearchQuerySchema, Object.fromEntries(url.searchParams)));
    } else if (url.pathname === '/api/jobs/facets') {
      data = await jobs.facets();
    } else {
      throw new Error(`no server answer for ${url.pathname}`);
    }
    return JSON.parse(JSON.stringify(data)) as unknown;
  }

  async function render(server: ServerEntry, route: string, ctx: Context): Promise<string> {
    spendRender();
    const queries = server.pageQueries(route, new URLSearchParams(ctx.search));
    const answers = await Promise.all(queries.map(async ({ key, request }) => ({ key, data: await answer(request) })));
    const page = await server.renderDocument(templateFor(route), `${route}${ctx.search}`, answers);
    if (page.status !== 200) throw new Error(`${route} rendered with status ${page.status}`);
    return page.html;
  }

  /** Answers GET and HEAD of a server-rendered page; everything else goes on. */
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || path.extname(ctx.path)) return next();
    const route = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : ctx.path;
    if (route.startsWith('/api/')) return next();
    const server = await loadEntry();
    if (!server?.serverRenderedPaths.includes(route)) return next();
    let html: string;
    try {
      html = await render(server, route, ctx);
    } catch (err) {
      if (err instanceof RenderBudgetSpent) return next();
      // The prerendered page still works: the app loads its data in the browser (and shows the API's error).
      logger.warn({ err, path: ctx.path }, 'server render failed; serving the prerendered page');
      return next();
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.status = 200;
    ctx.body = html;
  };
}
