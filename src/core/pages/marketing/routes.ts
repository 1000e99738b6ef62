import type { RouteObject } from 'react-router-dom';

const page = () => import('../BasicPage');

/** Marketing pages. */
export const marketingRoutes: RouteObject[] = [
  { index: true, lazy: page },
  { path: 'ai-interview-platform', lazy: page },
  { path: 'products', lazy: page },
  { path: 'pricing', lazy: page },
  { path: 'automated-interview-scheduling', lazy: page },
  { path: 'interview-analytics', lazy: page },
  { path: 'bias-free-ai-interviewing', lazy: page },
];
