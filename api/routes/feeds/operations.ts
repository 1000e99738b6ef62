import { defineOperations } from '../../openapi/registry.ts';

export const feedsOperations = defineOperations([
  {
    method: 'get',
    path: '/jobs/feed.xml',
    operationId: 'jobsRss',
    summary: 'RSS 2.0 feed of the newest 100 open jobs',
    tag: 'Jobs',
    responses: { 200: { description: 'RSS 2.0.', contentType: 'application/rss+xml' } },
  },
  {
    method: 'get',
    path: '/jobs/feed.json',
    operationId: 'jobsJsonFeed',
    summary: 'JSON Feed 1.1 of the newest 100 open jobs',
    tag: 'Jobs',
    responses: { 200: { description: 'JSON Feed 1.1.', contentType: 'application/feed+json' } },
  },
]);
