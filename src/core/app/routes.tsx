import type { RouteObject } from 'react-router-dom';
import { blogRoutes } from '../pages/blog/routes';
import { compareRoutes } from '../pages/compare/routes';
import { hireIsaRoutes } from '../pages/hire-isa/routes';
import { jobsRoutes } from '../pages/jobs/routes';
import { legalRoutes } from '../pages/legal/routes';
import { marketingRoutes } from '../pages/marketing/routes';
import { Layout } from './Layout';
import { RouterError } from './RouterError';

/** Every route of the site (spec section 2), each page loaded on demand. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouterError />,
    children: [
      ...marketingRoutes,
      ...blogRoutes,
      ...compareRoutes,
      ...legalRoutes,
      ...jobsRoutes,
      ...hireIsaRoutes,
      { path: '*', lazy: () => import('../pages/NotFound') },
    ],
  },
];
