import { z } from 'zod';
import { formGuardSchema } from '../../../src/shared/form-guard.ts';
import { leadSchema, leadUpdateSchema } from '../../../src/shared/lead.ts';
import {
  defineOperations,
  ERROR_DESCRIPTIONS,
  errorResponses,
  FORM_WRITE_ERRORS,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
} from '../../openapi/registry.ts';

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
      ...FORM_WRITE_ERRORS,
      ...errorResponses({ 415: ERROR_DESCRIPTIONS.notJson }),
    },
  },
  {
    method: 'patch',
    path: '/api/leads',
    operationId: 'qualifyLead',
    summary: 'Qualify a captured lead (rating, notes, interests …), found by e-mail',
    description:
      'Staff at a conference kiosk only: `Authorization: Bearer $KIOSK_TOKEN` (the kiosk sends its apiToken). Wrong tokens count against the same per-client budget as operator tokens.',
    tag: 'Leads',
    kiosk: true,
    headers: IDEMPOTENCY_HEADER,
    body: { schema: leadUpdateSchema },
    responses: {
      200: {
        description: 'Updated (or a replay).',
        schema: z.object({ status: z.literal('updated') }),
        headers: REPLAYED_HEADER,
      },
      ...errorResponses({
        400: ERROR_DESCRIPTIONS.invalidFields,
        404: 'No lead with this e-mail, or staff qualification is off (no KIOSK_TOKEN).',
        409: ERROR_DESCRIPTIONS.keyInProgress,
        415: ERROR_DESCRIPTIONS.notJson,
        422: 'The Idempotency-Key was used with another body.',
        429: ERROR_DESCRIPTIONS.rateLimited,
      }),
    },
  },
]);
