import { z } from 'zod';
import { LEAD_RATINGS } from '../../../src/shared/lead.ts';
import { defineOperations, errorResponses } from '../../openapi/registry.ts';

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
            rating: z.enum(LEAD_RATINGS).nullable(),
            notes: z.string().nullable(),
            interests: z.array(z.string()),
            capturedBy: z.string().nullable(),
            marketingConsent: z.boolean().nullable(),
            marketingConsentVersion: z.string().nullable(),
            marketingConsentAt: z.iso.datetime({ offset: true }).nullable(),
            createdAt: z.iso.datetime({ offset: true }),
            updatedAt: z.iso.datetime({ offset: true }),
          }),
        ),
      },
      ...errorResponses({ 400: 'Unknown format.' }),
    },
  },
]);
