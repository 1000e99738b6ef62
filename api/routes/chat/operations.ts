import { z } from 'zod';
import { chatRequestSchema } from '../../../src/shared/chat/schema.ts';
import { defineOperations, ERROR_DESCRIPTIONS, errorResponses } from '../../openapi/registry.ts';

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
      ...errorResponses({
        400: 'No question, or too long (fields names it).',
        415: ERROR_DESCRIPTIONS.notJson,
        429: ERROR_DESCRIPTIONS.rateLimited,
      }),
    },
  },
]);
