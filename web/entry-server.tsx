/**
 * The server entry: renders a route to HTML with react-dom/server and the same route table the client uses
 * (at a static location), so crawlers get each page's head and text without JavaScript. The prerender
 * (web/prerender.ts) writes the content routes with it at build time; the API renders the pages in
 * `serverRenderedPaths` with it per request, from the database, with the data embedded for hydration.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { DataCache } from '../src/core/api/data-cache';
import { AppProviders, SiteRoutes } from '../src/core/app/App';
import { loadRoutePages } from '../src/core/app/page-modules';
import { routes } from '../src/core/app/routes';
import { jobsBoardQueries, type PageQuery } from '../src/core/pages/jobs/queries';
import type { Platform } from '../src/core/platform/platform';
import { fillTemplate } from './html-document';
import { serverDataElement, type ServerQueryData } from './server-data';

const prerenderPlatform: Platform = {
  target: 'web',
  apiBaseUrl: '',
  leadSource: { source: 'Website' },
  externalLinkMode: 'new-tab',
  jobFeeds: true,
  openExternal: () => undefined,
  submitLead: () => Promise.reject(new Error('The prerender sends nothing.')),
  isOnline: () => true,
  onOnlineChange: () => () => undefined,
};

/** The paths the prerender writes. */
export { contentPaths } from '../src/content/routes';

export interface RenderedPage {
  status: number;
  /** The app's markup, for inside #root. */
  html: string;
}

/**
 * Renders one path of the site (a query string included), with `answers` in its data cache; 404 for a path
 * only the catch-all route matches.
 */
export async function render(path: string, answers: readonly ServerQueryData[] = []): Promise<RenderedPage> {
  const pathname = path.split('?', 1)[0]!;
  // The page's modules load first: a page still loading would render as nothing.
  await loadRoutePages(routes, pathname);
  const cache = new DataCache(answers);
  try {
    const html = renderToString(
      <StrictMode>
        <StaticRouter location={path}>
          <AppProviders platform={prerenderPlatform} data={{ cache }}>
            <SiteRoutes routes={routes} />
          </AppProviders>
        </StaticRouter>
      </StrictMode>,
    );
    const found = matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';
    return { status: found ? 200 : 404, html };
  } finally {
    // The cache would keep every answer (and a timer) for its 5 minutes of garbage-collection time.
    cache.clear();
  }
}

/** Pages the API renders per request, and what each loads first given its URL query. */
const serverRendered: Record<string, (search: URLSearchParams) => PageQuery[]> = { '/jobs': jobsBoardQueries };

/** Paths of the pages the API renders per request from the database. */
export const serverRenderedPaths: readonly string[] = Object.keys(serverRendered);

/** The queries a server-rendered page makes first (its cache keys and API calls) for this URL query. */
export function pageQueries(path: string, search: URLSearchParams): PageQuery[] {
  return serverRendered[path]?.(search) ?? [];
}

/**
 * A server-rendered page's whole HTML document: `template` (the page's built HTML with an empty #root) filled
 * with the render of `url` from `answers`, which the page also carries for hydration.
 */
export async function renderDocument(
  template: string,
  url: string,
  answers: readonly ServerQueryData[],
): Promise<RenderedPage> {
  const page = await render(url, answers);
  return { status: page.status, html: fillTemplate(template, page.html, '', serverDataElement(answers)) };
}

/**
 * The page modules a path loads lazily (their module namespace objects), so the prerender can name their
 * chunks in the page's modulepreload links.
 */
export function routeModules(path: string): Promise<unknown[]> {
  return loadRoutePages(routes, path);
}
