import type { RouteObject } from 'react-router-dom';

const page = () => import('../BasicPage');

/** The comparison hub, the buyer's guide and one page per competitor. */
export const compareRoutes: RouteObject[] = [
  { path: 'best-ai-interviewers', lazy: page },
  { path: 'compare', lazy: page },
  { path: 'compare/isa-vs-hirevue', lazy: page },
  { path: 'compare/isa-vs-sapia', lazy: page },
  { path: 'compare/isa-vs-paradox', lazy: page },
];
