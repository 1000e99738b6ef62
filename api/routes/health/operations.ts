import { z } from 'zod';
import { defineOperations, errorResponses } from '../../openapi/registry.ts';

const driver = z.enum(['pglite', 'postgres']);

export const healthOperations = defineOperations([
  {
    method: 'get',
    path: '/healthz',
    operationId: 'liveness',
    summary: 'Liveness: the process and its database answer',
    tag: 'Operations',
    responses: {
      200: { description: 'Alive.', schema: z.object({ status: z.literal('ok'), database: driver }) },
      ...errorResponses({ 503: 'The database is not reachable.' }),
    },
  },
  {
    method: 'get',
    path: '/readyz',
    operationId: 'readiness',
    summary: 'Readiness: route traffic here',
    description:
      '200 when the database answers and the instance is neither starting nor shutting down; 503 with code `starting`, `draining` or `unavailable` otherwise.',
    tag: 'Operations',
    responses: {
      200: { description: 'Ready for traffic.', schema: z.object({ status: z.literal('ready'), database: driver }) },
      ...errorResponses({ 503: 'Starting, draining, or the database is not reachable.' }),
    },
  },
]);
