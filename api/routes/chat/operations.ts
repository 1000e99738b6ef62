import { z } from 'zod';
import { chatRequestSchema } from '../../../src/shared/chat/schema.ts';
import { defineOperations, errorBodySchema } from '../../openapi/registry.ts';

export const chatOperations = defineOperations([
  {
    method: 'post',
    path: '/api/chat',
    operationId: 'askChat',
    summary: "The sales assistant's reply to a question",
    tag: 'Chat',
    body: { schema: chatRequestSchema },
    responses: {
      200: { description: 'The reply.', schema: z.object({ reply: z.string() }) },
      400: { description: 'No question, or too long (fields names it).', schema: errorBodySchema },
      415: { description: 'Not application/json.', schema: errorBodySchema },
      429: { description: 'Rate limited.', schema: errorBodySchema, headers: { 'Retry-After': 'Seconds to wait.' } },
    },
  },
]);
