import { z } from 'zod';
import { defineOperations, errorBodySchema } from '../../openapi/registry.ts';

/** Query of GET /api/admin/leads. */
export const exportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

export const adminLeadsOperations = defineOperations([
  {
    method: 'get',
    path: '/api/admin/leads',
    operationId: 'exportLeads',
    summary: 'Every lead, as JSON or CSV',
    tag: 'Operators',
    admin: true,
    query: exportQuerySchema,
    responses: {
      200: {
        description: 'The leads (format=json); with format=csv a text/csv attachment with a header row.',
        otherContentTypes: ['text/csv'],
        schema: z.array(
          z.object({
            email: z.string(),
            firstName: z.string(),
            lastName: z.string(),
            phone: z.string().nullable(),
            company: z.string().nullable(),
            source: z.string(),
            event: z.string().nullable(),
            createdAt: z.iso.datetime({ offset: true }),
            updatedAt: z.iso.datetime({ offset: true }),
          }),
        ),
      },
      400: { description: 'Unknown format.', schema: errorBodySchema },
    },
  },
]);
