import { defineOperations } from '../../openapi/registry.ts';

export const embedOperations = defineOperations([
  {
    method: 'get',
    path: '/embed/jobs',
    operationId: 'embeddedJobs',
    summary: 'The open jobs as a bare list for other sites to frame (only the origins in EMBED_ORIGINS may)',
    tag: 'Jobs',
    responses: { 200: { description: 'HTML page; links open the full site in a new tab.', contentType: 'text/html' } },
  },
]);
