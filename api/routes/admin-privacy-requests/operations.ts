import { z } from 'zod';
import { PRIVACY_REQUEST_TYPES } from '../../../src/shared/privacy-request-limits.ts';
import { defineOperations } from '../../openapi/registry.ts';

export const adminPrivacyRequestsOperations = defineOperations([
  {
    method: 'get',
    path: '/api/admin/privacy-requests',
    operationId: 'listPrivacyRequests',
    summary: 'Every stored privacy request, oldest first',
    tag: 'Operators',
    admin: true,
    responses: {
      200: {
        description: 'The requests.',
        schema: z.array(
          z.object({
            reference: z.string(),
            fullName: z.string(),
            email: z.string(),
            requestType: z.enum(PRIVACY_REQUEST_TYPES),
            details: z.string(),
            status: z.string(),
            createdAt: z.iso.datetime({ offset: true }),
          }),
        ),
      },
    },
  },
]);
