import type Router from '@koa/router';
import type { AppContext } from '../context.ts';
import type { OperationSpec } from '../openapi/registry.ts';
import { chatRoutes } from './chat/chat.ts';
import { chatOperations } from './chat/operations.ts';
import { healthRoutes } from './health/health.ts';
import { healthOperations } from './health/operations.ts';
import { jobsRoutes } from './jobs/jobs.ts';
import { jobsOperations } from './jobs/operations.ts';
import { adminJobsRoutes } from './admin-jobs/admin-jobs.ts';
import { adminJobsOperations } from './admin-jobs/operations.ts';
import { privacyRequestsRoutes } from './privacy-requests/privacy-requests.ts';
import { privacyRequestsOperations } from './privacy-requests/operations.ts';
import { leadsRoutes } from './leads/leads.ts';
import { leadsOperations } from './leads/operations.ts';
import { adminLeadsRoutes } from './admin-leads/admin-leads.ts';
import { adminLeadsOperations } from './admin-leads/operations.ts';
import { adminPrivacyRequestsRoutes } from './admin-privacy-requests/admin-privacy-requests.ts';
import { adminPrivacyRequestsOperations } from './admin-privacy-requests/operations.ts';
import { adminApplicationsRoutes } from './admin-applications/admin-applications.ts';
import { adminApplicationsOperations } from './admin-applications/operations.ts';
import { adminDeliveriesRoutes } from './admin-deliveries/admin-deliveries.ts';
import { adminDeliveriesOperations } from './admin-deliveries/operations.ts';
import { applicationsRoutes } from './applications/applications.ts';
import { applicationsOperations } from './applications/operations.ts';
import { debugRoutes } from './debug/debug.ts';
import { debugOperations } from './debug/operations.ts';
import { interviewRoutes } from './interview/interview.ts';
import { interviewOperations } from './interview/operations.ts';
import { embedRoutes } from './embed/embed.ts';
import { embedOperations } from './embed/operations.ts';
import { feedsRoutes } from './feeds/feeds.ts';
import { feedsOperations } from './feeds/operations.ts';
import { metricsRoutes } from './metrics/metrics.ts';
import { metricsOperations } from './metrics/operations.ts';
import { openapiRoutes } from './openapi/openapi.ts';
import { openapiOperations } from './openapi/operations.ts';
import { seoRoutes } from './seo/seo.ts';
import { seoOperations } from './seo/operations.ts';

/**
 * A route module: its router and the operations it serves, declared next to it (operations.ts) with the
 * zod schemas the routes validate with. The OpenAPI document is built from these; a test fails when a
 * route has no operation or an operation no route.
 */
export interface RouteModule {
  routes: (app: AppContext) => Router;
  operations: OperationSpec[];
}

/** Every route module of the API, mounted in this order. */
export const routeModules: RouteModule[] = [
  { routes: healthRoutes, operations: healthOperations },
  { routes: metricsRoutes, operations: metricsOperations },
  { routes: jobsRoutes, operations: jobsOperations },
  { routes: adminJobsRoutes, operations: adminJobsOperations },
  { routes: privacyRequestsRoutes, operations: privacyRequestsOperations },
  { routes: leadsRoutes, operations: leadsOperations },
  { routes: adminLeadsRoutes, operations: adminLeadsOperations },
  { routes: adminPrivacyRequestsRoutes, operations: adminPrivacyRequestsOperations },
  { routes: adminApplicationsRoutes, operations: adminApplicationsOperations },
  { routes: adminDeliveriesRoutes, operations: adminDeliveriesOperations },
  { routes: chatRoutes, operations: chatOperations },
  { routes: applicationsRoutes, operations: applicationsOperations },
  { routes: debugRoutes, operations: debugOperations },
  { routes: interviewRoutes, operations: interviewOperations },
  { routes: seoRoutes, operations: seoOperations },
  { routes: feedsRoutes, operations: feedsOperations },
  { routes: embedRoutes, operations: embedOperations },
  { routes: (app) => openapiRoutes(app, apiOperations()), operations: openapiOperations },
];

/** Every documented operation, in mounting order. */
export function apiOperations(): OperationSpec[] {
  return routeModules.flatMap((module) => module.operations);
}
