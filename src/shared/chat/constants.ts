// Chat constants without zod, so the page shell can import them without the schema library.

/** Limits of a chat request: what one visitor may send in one call. */
export const CHAT_LIMITS = {
  /** Characters of the question, after trimming. */
  questionMax: 2000,
  /** Messages of history sent with a question (the widget sends the most recent ones). */
  historyMax: 40,
  /** Characters of one history message. */
  messageMax: 4000,
} as const;

/** The first message of every conversation (spec section 2). */
export const CHAT_GREETING =
  "Hello! I'm ISA, your AI hiring assistant. To help you best, could you tell me a little about your hiring goals today?";

/** What the widget shows when a reply cannot be had (spec section 8). */
export const CHAT_CONNECTION_ERROR = "Sorry, I'm having trouble connecting right now.";
