import { z } from 'zod';

/** Limits of a chat request: what one visitor may send in one call. */
export const CHAT_LIMITS = {
  /** Characters of the question, after trimming. */
  questionMax: 2000,
  /** Messages of history sent with a question (the widget sends the most recent ones). */
  historyMax: 40,
  /** Characters of one history message. */
  messageMax: 4000,
} as const;

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

/** The first message of every conversation (spec section 2). */
export const CHAT_GREETING =
  "Hello! I'm ISA, your AI hiring assistant. To help you best, could you tell me a little about your hiring goals today?";

/** What the widget shows when a reply cannot be had (spec section 8). */
export const CHAT_CONNECTION_ERROR = "Sorry, I'm having trouble connecting right now.";
