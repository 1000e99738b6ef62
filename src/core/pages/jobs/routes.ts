import type { RouteObject } from 'react-router-dom';

const page = () => import('../BasicPage');

/** The jobs board, job pages, the apply flow, the resume debug page and interview invitations. */
export const jobsRoutes: RouteObject[] = [
  { path: 'jobs', lazy: () => import('./JobsPage') },
  { path: 'jobs/:slug', lazy: () => import('./JobPage') },
  { path: 'jobs/:slug/apply', lazy: page },
  { path: 'resume-test', lazy: page },
  { path: 'interview/:token', lazy: page },
];
