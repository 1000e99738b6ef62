import { z } from 'zod';
import { formGuardSchema } from '../../../src/shared/form-guard.ts';
import { PRIVACY_REQUEST_TYPES } from '../../../src/shared/privacy-request-limits.ts';
import { privacyRequestSchema } from '../../../src/shared/privacy-request.ts';
import { defineOperations, FORM_WRITE_ERRORS, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../../openapi/registry.ts';

export const privacyRequestsOperations = defineOperations([
  {
    method: 'post',
    path: '/api/privacy-requests',
    operationId: 'submitPrivacyRequest',
    summary: 'Send a privacy request (access, correction, deletion …)',
    tag: 'Privacy',
    headers: IDEMPOTENCY_HEADER,
    body: { schema: z.object({ ...privacyRequestSchema.shape, ...formGuardSchema().shape }) },
    responses: {
      201: {
        description: 'Stored; the reference to quote.',
        schema: z.object({
          reference: z.string().regex(/^PR-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/),
          requestType: z.enum(PRIVACY_REQUEST_TYPES),
          createdAt: z.iso.datetime({ offset: true }),
        }),
        headers: REPLAYED_HEADER,
      },
      ...FORM_WRITE_ERRORS,
    },
  },
]);
