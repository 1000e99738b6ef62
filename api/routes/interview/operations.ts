import { z } from 'zod';
import { defineOperations, errorBodySchema } from '../../openapi/registry.ts';

export const interviewOperations = defineOperations([
  {
    method: 'get',
    path: '/api/interview/:token',
    operationId: 'getInterviewInvitation',
    summary: 'The invitation behind an interview link (job title and first name only)',
    tag: 'Applications',
    params: { token: z.string().describe('The token at the end of the interview link.') },
    responses: {
      200: { description: 'The invitation.', schema: z.object({ jobTitle: z.string(), firstName: z.string() }) },
      404: { description: 'No such interview link.', schema: errorBodySchema },
      429: { description: 'Rate limited.', schema: errorBodySchema, headers: { 'Retry-After': 'Seconds to wait.' } },
    },
  },
]);
