/**
 * The prerender entry: renders a route to HTML with react-dom/server and the same route table the client
 * uses (at a static location), so crawlers get each page's head and text without JavaScript.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProviders, SiteRoutes } from '../src/core/app/App';
import { loadRoutePages } from '../src/core/app/page-modules';
import { routes } from '../src/core/app/routes';
import type { Platform } from '../src/core/platform/platform';

const prerenderPlatform: Platform = {
  target: 'web',
  apiBaseUrl: '',
  leadSource: { source: 'Website' },
  externalLinkMode: 'new-tab',
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

/** Renders one path of the site (404 for a path only the catch-all route matches). */
export async function render(path: string): Promise<RenderedPage> {
  // The page's modules load first: a page still loading would render as nothing.
  await loadRoutePages(routes, path);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppProviders platform={prerenderPlatform}>
          <SiteRoutes routes={routes} />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
  const found = matchRoutes(routes, path)?.at(-1)?.route.path !== '*';
  return { status: found ? 200 : 404, html };
}

/**
 * The page modules a path loads lazily (their module namespace objects), so the prerender can name their
 * chunks in the page's modulepreload links.
 */
export function routeModules(path: string): Promise<unknown[]> {
  return loadRoutePages(routes, path);
}
