import type { RouteObject } from 'react-router-dom';

const page = () => import('../BasicPage');

/** The lead form. */
export const hireIsaRoutes: RouteObject[] = [{ path: 'hire-isa', lazy: page }];
