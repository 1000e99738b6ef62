import type { RouteObject } from 'react-router-dom';

/** The jobs board, job pages, the apply flow, the resume debug page and interview invitations. */
export const jobsRoutes: RouteObject[] = [
  { path: 'jobs', lazy: () => import('./JobsPage') },
  { path: 'jobs/:slug', lazy: () => import('./JobPage') },
  { path: 'jobs/:slug/apply', lazy: () => import('./ApplyPage') },
  { path: 'resume-test', lazy: () => import('./ResumeTestPage') },
  { path: 'interview/:token', lazy: () => import('./InterviewPage') },
];
