import { z } from 'zod';
import { formGuardSchema } from '../../../src/shared/form-guard.ts';
import { leadSchema, leadUpdateSchema } from '../../../src/shared/lead.ts';
import { defineOperations, errorBodySchema, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '../../openapi/registry.ts';

export const leadsOperations = defineOperations([
  {
    method: 'post',
    path: '/api/leads',
    operationId: 'submitLead',
    summary: 'Submit a lead (upsert by e-mail)',
    tag: 'Leads',
    headers: IDEMPOTENCY_HEADER,
    body: { schema: z.object({ ...leadSchema.shape, ...formGuardSchema().shape }) },
    responses: {
      201: { description: 'A new lead.', schema: z.object({ status: z.literal('created') }), headers: REPLAYED_HEADER },
      200: {
        description: 'The e-mail was already on file: the lead was updated (or this is a replay).',
        schema: z.object({ status: z.enum(['created', 'updated']) }),
        headers: REPLAYED_HEADER,
      },
      400: { description: 'Invalid fields (fields names each).', schema: errorBodySchema },
      409: { description: 'A request with this Idempotency-Key is still in progress.', schema: errorBodySchema },
      415: { description: 'Not application/json.', schema: errorBodySchema },
      422: {
        description:
          'Refused as a bot (honeypot filled or sent too fast), or the Idempotency-Key was used with another body.',
        schema: errorBodySchema,
      },
      429: { description: 'Rate limited.', schema: errorBodySchema, headers: { 'Retry-After': 'Seconds to wait.' } },
    },
  },
  {
    method: 'patch',
    path: '/api/leads',
    operationId: 'qualifyLead',
    summary: 'Qualify a captured lead (rating, notes, interests …), found by e-mail',
    tag: 'Leads',
    headers: IDEMPOTENCY_HEADER,
    body: { schema: leadUpdateSchema },
    responses: {
      200: {
        description: 'Updated (or a replay).',
        schema: z.object({ status: z.literal('updated') }),
        headers: REPLAYED_HEADER,
      },
      400: { description: 'Invalid fields (fields names each).', schema: errorBodySchema },
      404: { description: 'No lead with this e-mail.', schema: errorBodySchema },
      409: { description: 'A request with this Idempotency-Key is still in progress.', schema: errorBodySchema },
      415: { description: 'Not application/json.', schema: errorBodySchema },
      429: { description: 'Rate limited.', schema: errorBodySchema, headers: { 'Retry-After': 'Seconds to wait.' } },
    },
  },
]);
