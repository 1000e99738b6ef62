/**
 * The prerender entry: renders a route to HTML with react-dom/server and the same route table the client
 * uses (react-router's static handler), so crawlers get each page's head and text without JavaScript.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/core/app/App';
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

/** Renders one path of the site. */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders platform={prerenderPlatform}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { status: context.statusCode, html };
}

/**
 * The page modules a path loads lazily (their module namespace objects), so the prerender can name their
 * chunks in the page's modulepreload links.
 */
export async function routeModules(path: string): Promise<unknown[]> {
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(matches.flatMap(({ route }) => (typeof route.lazy === 'function' ? [route.lazy()] : [])));
}
