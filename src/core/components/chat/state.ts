import { atom } from 'jotai';
import { CHAT_GREETING } from '../../../shared/chat/constants';
import type { ChatMessage } from '../../../shared/chat/schema';

/** Whether the chat window is open. Lives in the app's jotai store, so it survives page changes. */
export const chatOpenAtom = atom(false);

/** The conversation, starting with ISA's greeting. */
export const chatMessagesAtom = atom<ChatMessage[]>([{ sender: 'ai', text: CHAT_GREETING }]);

/** True while a reply is awaited. */
export const chatPendingAtom = atom(false);
