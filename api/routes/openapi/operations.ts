import { z } from 'zod';
import { defineOperations, errorResponses } from '../../openapi/registry.ts';

export const openapiOperations = defineOperations([
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openApiDocument',
    summary: 'This document (OpenAPI 3.1)',
    tag: 'Documentation',
    responses: {
      200: {
        description: 'The OpenAPI document.',
        schema: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/docs',
    operationId: 'apiDocs',
    summary: 'The API reference, rendered by Swagger UI served from this site',
    tag: 'Documentation',
    responses: { 200: { description: 'HTML page.', contentType: 'text/html' } },
  },
  {
    method: 'get',
    path: '/api/docs/:asset',
    operationId: 'apiDocsAsset',
    summary: 'A script or stylesheet of the API reference page',
    tag: 'Documentation',
    params: { asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']) },
    responses: {
      200: { description: 'The file.', contentType: 'application/javascript', otherContentTypes: ['text/css'] },
      ...errorResponses({ 404: 'No such file.' }),
    },
  },
]);
