import type { RouteObject } from 'react-router-dom';

const contentPage = () => import('./ContentPageView');

/** Marketing pages. */
export const marketingRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./Home') },
  { path: 'ai-interview-platform', lazy: contentPage },
  { path: 'products', lazy: () => import('./Products') },
  { path: 'pricing', lazy: () => import('./Pricing') },
  { path: 'automated-interview-scheduling', lazy: contentPage },
  { path: 'interview-analytics', lazy: contentPage },
  { path: 'bias-free-ai-interviewing', lazy: contentPage },
];
