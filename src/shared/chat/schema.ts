import { z } from 'zod';
import { CHAT_LIMITS } from './constants';

export { CHAT_CONNECTION_ERROR, CHAT_GREETING, CHAT_LIMITS } from './constants';

export const chatSenderSchema = z.enum(['ai', 'user']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

export const chatMessageSchema = z.object({
  sender: chatSenderSchema,
  text: z.string().max(CHAT_LIMITS.messageMax, `A message can have at most ${CHAT_LIMITS.messageMax} characters`),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/chat (spec section 3). `knowledgeBase` is accepted for compatibility with the original client
 * but never read: the server answers from its own canonical knowledge base.
 */
export const chatRequestSchema = z.object({
  user_question: z
    .string({ error: 'Ask a question' })
    .trim()
    .min(1, 'Ask a question')
    .max(CHAT_LIMITS.questionMax, `A question can have at most ${CHAT_LIMITS.questionMax} characters`),
  history: z
    .array(chatMessageSchema)
    .max(CHAT_LIMITS.historyMax, `At most ${CHAT_LIMITS.historyMax} messages of history`)
    .default([]),
  knowledgeBase: z.unknown().optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;
export type ParsedChatRequest = z.output<typeof chatRequestSchema>;

export interface ChatResponse {
  reply: string;
}
