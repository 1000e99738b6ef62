import type { PageModules } from '../../app/page-modules';

/** The jobs board, job pages, the apply flow, the resume debug page and interview invitations. */
export const jobsPages = {
  '/jobs': () => import('./JobsPage'),
  '/jobs/:slug': () => import('./JobPage'),
  '/jobs/:slug/apply': () => import('./ApplyPage'),
  '/resume-test': () => import('./ResumeTestPage'),
  '/interview/:token': () => import('./InterviewPage'),
} satisfies PageModules;
