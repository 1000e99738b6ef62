import type { RouteObject } from 'react-router-dom';

const comparison = () => import('./ComparisonPage');

/** The comparison hub, the buyer's guide and one page per competitor. */
export const compareRoutes: RouteObject[] = [
  { path: 'best-ai-interviewers', lazy: () => import('../marketing/ContentPageView') },
  { path: 'compare', lazy: () => import('./CompareHub') },
  { path: 'compare/isa-vs-hirevue', lazy: comparison },
  { path: 'compare/isa-vs-sapia', lazy: comparison },
  { path: 'compare/isa-vs-paradox', lazy: comparison },
];
