import { defineOperations } from '../../openapi/registry.ts';

export const seoOperations = defineOperations([
  {
    method: 'get',
    path: '/sitemap.xml',
    operationId: 'sitemap',
    summary: 'The sitemap: every content page and open job',
    tag: 'Site',
    responses: { 200: { description: 'Sitemap XML.', contentType: 'application/xml' } },
  },
  {
    method: 'get',
    path: '/robots.txt',
    operationId: 'robots',
    summary: 'robots.txt pointing at the sitemap',
    tag: 'Site',
    responses: { 200: { description: 'robots.txt.', contentType: 'text/plain' } },
  },
]);
