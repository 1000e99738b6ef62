import type { RouteObject } from 'react-router-dom';
import { sitePaths, type SitePath } from '../../content/routes';
import { blogPages } from '../pages/blog/routes';
import { comparePages } from '../pages/compare/routes';
import { hireIsaPages } from '../pages/hire-isa/routes';
import { jobsPages } from '../pages/jobs/routes';
import { legalPages } from '../pages/legal/routes';
import { marketingPages } from '../pages/marketing/routes';
import { Layout } from './Layout';
import type { PageModule } from './page-modules';
import { RouterError } from './RouterError';

/** The page of every path in the route table; a path without a page (or a page without a path) fails to compile. */
const pages: Record<SitePath, PageModule> = {
  ...marketingPages,
  ...blogPages,
  ...comparePages,
  ...legalPages,
  ...jobsPages,
  ...hireIsaPages,
};

/** Every route of the site (src/content/routes.ts), each page loaded on demand. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouterError />,
    children: [
      ...sitePaths.map((path): RouteObject =>
        path === '/' ? { index: true, lazy: pages[path] } : { path: path.slice(1), lazy: pages[path] },
      ),
      { path: '*', lazy: () => import('../pages/NotFound') },
    ],
  },
];

/**
 * The conference kiosk's routes: the same site, opening on the booth's start screen instead of the home
 * page (the idle reset returns there too).
 */
export const kioskRoutes: RouteObject[] = routes.map((route) => ({
  ...route,
  children: [
    { index: true, lazy: () => import('../pages/booth/StartScreen') },
    ...(route.children ?? []).filter((child) => !child.index),
  ],
})) as RouteObject[];
