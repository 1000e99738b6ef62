import type Router from '@koa/router';
import type { AppContext } from '../context.ts';
import { chatRoutes } from './chat/chat.ts';
import { healthRoutes } from './health/health.ts';
import { jobsRoutes } from './jobs/jobs.ts';
import { adminJobsRoutes } from './admin-jobs/admin-jobs.ts';
import { privacyRequestsRoutes } from './privacy-requests/privacy-requests.ts';
import { leadsRoutes } from './leads/leads.ts';
import { adminLeadsRoutes } from './admin-leads/admin-leads.ts';
import { adminPrivacyRequestsRoutes } from './admin-privacy-requests/admin-privacy-requests.ts';
import { applicationsRoutes } from './applications/applications.ts';
import { debugRoutes } from './debug/debug.ts';
import { interviewRoutes } from './interview/interview.ts';
import { seoRoutes } from './seo/seo.ts';

/** Every route module of the API, mounted in this order. */
export const routeModules: Array<(app: AppContext) => Router> = [
  healthRoutes,
  jobsRoutes,
  adminJobsRoutes,
  privacyRequestsRoutes,
  leadsRoutes,
  adminLeadsRoutes,
  adminPrivacyRequestsRoutes,
  chatRoutes,
  applicationsRoutes,
  debugRoutes,
  interviewRoutes,
  seoRoutes,
];
