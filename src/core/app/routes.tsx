import type { RouteObject } from 'react-router-dom';
import { sitePaths, type SitePath } from '../../content/routes';
import { blogPages } from '../pages/blog/routes';
import { comparePages } from '../pages/compare/routes';
import { hireIsaPages } from '../pages/hire-isa/routes';
import { jobsPages } from '../pages/jobs/routes';
import { legalPages } from '../pages/legal/routes';
import { marketingPages } from '../pages/marketing/routes';
import { Layout } from './Layout';
import { pageRoute, type PageModule } from './page-modules';

/** The page of every path in the route table; a path without a page (or a page without a path) fails to compile. */
const pages: Record<SitePath, PageModule> = {
  ...marketingPages,
  ...blogPages,
  ...comparePages,
  ...legalPages,
  ...jobsPages,
  ...hireIsaPages,
};

const routeOf = (path: SitePath): RouteObject =>
  path === '/' ? pageRoute(pages[path], { index: true }) : pageRoute(pages[path], { path: path.slice(1) });

/** Every route of the site (src/content/routes.ts), each page loaded on demand. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [...sitePaths.map(routeOf), pageRoute(() => import('../pages/NotFound'), { path: '*' })],
  },
];

/**
 * The conference kiosk's routes: the same site, opening on the booth's start screen instead of the home
 * page (the idle reset returns there too).
 */
export const kioskRoutes: RouteObject[] = routes.map((route) => ({
  ...route,
  children: [
    pageRoute(() => import('../pages/booth/StartScreen'), { index: true }),
    ...(route.children ?? []).filter((child) => !child.index),
  ],
})) as RouteObject[];
