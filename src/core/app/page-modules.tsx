import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { SitePath } from '../../content/routes';

/** A page's lazily loaded module: it exports the page as `Component`. */
export type PageModule = () => Promise<{ Component: ComponentType }>;

/** Pages of one feature, keyed by their path in the site's route table. */
export type PageModules = Partial<Record<SitePath, PageModule>>;

/** A promise that says, once settled, how it settled (the form React's `use` reads without suspending). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loads = new Map<PageModule, TrackedPromise<{ Component: ComponentType }>>();

/** Starts (once) loading a page module; the same promise every time, marked with its outcome when settled. */
export function loadPage(load: PageModule): TrackedPromise<{ Component: ComponentType }> {
  let promise = loads.get(load);
  if (!promise) {
    const tracked: TrackedPromise<{ Component: ComponentType }> = load();
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    loads.set(load, tracked);
    promise = tracked;
  }
  return promise;
}

/**
 * Forgets the loads that failed (a deploy replaced the chunks, the network dropped), so the next visit of
 * their pages tries again; called once the error screen shows.
 */
export function forgetFailedPages(): void {
  for (const [load, promise] of loads) if (promise.status === 'rejected') loads.delete(load);
}

/**
 * The page of a route. A loaded module renders at once, so a page preloaded before hydration meets its
 * prerendered markup; otherwise it suspends, and a navigation (a transition) keeps the previous page on
 * screen until this one has loaded.
 */
export function LazyPage({ load }: { load: PageModule }) {
  const { Component } = use(loadPage(load) as Promise<{ Component: ComponentType }>);
  return <Component />;
}

/**
 * The route of a page (or, without a path and with `children`, of a layout around pages): its element, and
 * its loader kept in `handle` so the modules of a URL can be preloaded.
 */
export function pageRoute(
  load: PageModule,
  at: { index: true } | { path?: string },
  children?: RouteObject[],
): RouteObject {
  return {
    ...at,
    element: <LazyPage load={load} />,
    handle: { load },
    ...(children ? { children } : {}),
  } as RouteObject;
}

/** Loads the page modules `path` renders in `routes` and answers them (module namespace objects). */
export function loadRoutePages(routes: RouteObject[], path: string | Partial<Location>): Promise<unknown[]> {
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(
    matches.flatMap(({ route }) => {
      const load = (route.handle as { load?: PageModule } | undefined)?.load;
      return load ? [loadPage(load)] : [];
    }),
  );
}
