import type { Logger } from 'pino';
import type { KnowledgeBase } from '../../../src/shared/chat/knowledge.ts';
import { createLocalResponder, type ResponderInput } from '../../../src/shared/chat/responder.ts';
import { siteKnowledgeBase } from '../../../src/shared/chat/site-knowledge.ts';
import type { AppConfig } from '../../config.ts';
import { openAiResponder } from './openai.ts';
import type { ChatResponder } from './responder.ts';

/** The knowledge-base responder wrapped as a ChatResponder. */
export function localResponder(kb: KnowledgeBase): ChatResponder {
  const answer = createLocalResponder(kb);
  return { name: 'local', reply: async (input) => answer(input) };
}

/** The sales chat: answers from the server's canonical knowledge base with the configured responder. */
export function chatService(config: AppConfig['chat'], logger: Logger, kb: KnowledgeBase = siteKnowledgeBase()) {
  const local = localResponder(kb);
  const { baseUrl, model, apiKey, timeoutMs } = config.llm;
  const responder =
    config.responder === 'openai' && baseUrl && model
      ? openAiResponder({ baseUrl, model, apiKey, timeoutMs }, kb, local, logger)
      : local;
  return {
    responder: responder.name,
    /** The reply to a question, given the conversation so far. */
    reply: (input: ResponderInput) => responder.reply(input),
  };
}
