import type { RouteObject } from 'react-router-dom';

const page = () => import('../BasicPage');

/** The blog index and its four articles. */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: page },
  { path: 'automated-interview-scheduling-templates', lazy: page },
  { path: 'interview-analytics-9-metrics', lazy: page },
  { path: 'ai-interview-software-guide', lazy: page },
  { path: 'ai-recruiters-hire-smarter', lazy: page },
];
