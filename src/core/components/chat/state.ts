import { atom } from 'jotai';
import { CHAT_GREETING } from '../../../shared/chat/constants';
import type { ChatMessage } from '../../../shared/chat/schema';

/**
 * The conversation, starting with ISA's greeting, in the store the chat window creates once per app mount
 * (chat-state.tsx), so it survives closing the window and changing pages.
 */
export const chatMessagesAtom = atom<ChatMessage[]>([{ sender: 'ai', text: CHAT_GREETING }]);

/** True while a reply is awaited. */
export const chatPendingAtom = atom(false);
