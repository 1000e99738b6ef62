import type { ResponderInput } from '../../../src/shared/chat/responder.ts';

/** Something that answers a buyer's chat question. */
export interface ChatResponder {
  readonly name: 'local' | 'openai';
  reply(input: ResponderInput): Promise<string>;
}
