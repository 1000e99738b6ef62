import type { RouteObject } from 'react-router-dom';

const article = () => import('./Article');

/** The blog index and its four articles. */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: () => import('./BlogIndex') },
  { path: 'automated-interview-scheduling-templates', lazy: article },
  { path: 'interview-analytics-9-metrics', lazy: article },
  { path: 'ai-interview-software-guide', lazy: article },
  { path: 'ai-recruiters-hire-smarter', lazy: article },
];
