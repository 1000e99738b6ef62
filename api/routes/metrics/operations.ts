import { defineOperations } from '../../openapi/registry.ts';

export const metricsOperations = defineOperations([
  {
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    summary: 'Prometheus metrics of this instance',
    description:
      'Request durations by route template and status (`isa_http_request_duration_seconds`), rate-limit refusals, outbox backlog and failures, the resume parser queue, and process metrics (all prefixed `isa_`).',
    tag: 'Operations',
    admin: true,
    responses: { 200: { description: 'Prometheus text exposition format.', contentType: 'text/plain' } },
  },
]);
