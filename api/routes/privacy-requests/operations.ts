import { z } from 'zod';
import { formGuardSchema } from '../../../src/shared/form-guard.ts';
import { PRIVACY_REQUEST_TYPES, privacyRequestSchema } from '../../../src/shared/privacy-request.ts';
import { defineOperations, errorBodySchema, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../../openapi/registry.ts';

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
      400: { description: 'Invalid fields (fields names each).', schema: errorBodySchema },
      409: { description: 'A request with this Idempotency-Key is still in progress.', schema: errorBodySchema },
      422: {
        description:
          'Refused as a bot (honeypot filled or sent too fast), or the Idempotency-Key was used with another body.',
        schema: errorBodySchema,
      },
      429: { description: 'Rate limited.', schema: errorBodySchema, headers: { 'Retry-After': 'Seconds to wait.' } },
    },
  },
]);
