import type { RouteObject } from 'react-router-dom';

/** The lead form. */
export const hireIsaRoutes: RouteObject[] = [{ path: 'hire-isa', lazy: () => import('./HireIsaPage') }];
