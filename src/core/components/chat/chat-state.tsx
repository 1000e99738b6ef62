import type { createStore } from 'jotai/vanilla';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';

type JotaiStore = ReturnType<typeof createStore>;

/** The sales chat's state for one mount of the app, kept above the pages so it survives page changes. */
export interface ChatState {
  open: boolean;
  setOpen(open: boolean): void;
  /**
   * Where the conversation's jotai store lives (state.ts): the chat window creates it when first opened, so
   * jotai loads with the window rather than with every page.
   */
  slot: { store?: JotaiStore };
}

const ChatStateContext = createContext<ChatState | null>(null);

/** Holds the chat's state for everything below it. */
export function ChatStateProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [slot] = useState<ChatState['slot']>({});
  const value = useMemo(() => ({ open, setOpen, slot }), [open, slot]);
  return <ChatStateContext value={value}>{children}</ChatStateContext>;
}

/** The chat's state (inside AppProviders). */
export function useChatState(): ChatState {
  const state = use(ChatStateContext);
  if (!state) throw new Error('useChatState needs ChatStateProvider (AppProviders) above it.');
  return state;
}
