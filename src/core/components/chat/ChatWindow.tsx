import { CloseButton, Paper, TextInput, VisuallyHidden } from '@mantine/core';
import { Provider as JotaiProvider, useAtom } from 'jotai';
import { createStore } from 'jotai/vanilla';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_CONNECTION_ERROR, CHAT_LIMITS } from '../../../shared/chat/constants';
import type { ChatMessage, ChatRequest, ChatResponse } from '../../../shared/chat/schema';
import { useAction } from '../../api/action';
import { useApi } from '../../api/useApi';
import { usePlatform } from '../../platform/context';
import { Button } from '../Button';
import classes from './chat.module.css';
import { ChatMarkdown } from './ChatMarkdown';
import { useChatState } from './chat-state';
import { chatMessagesAtom, chatPendingAtom } from './state';

/** The request for a question: the most recent messages the API accepts, the question last. */
export function chatRequest(question: string, messages: ChatMessage[]): ChatRequest {
  return {
    user_question: question,
    history: messages.slice(-CHAT_LIMITS.historyMax).map((m) => ({
      sender: m.sender,
      text: m.text.slice(0, CHAT_LIMITS.messageMax),
    })),
  };
}

interface ChatWindowProps {
  id: string;
  onClose: () => void;
}

/** The open chat window, with its conversation's store. */
export default function ChatWindow(props: ChatWindowProps) {
  const { slot } = useChatState();
  slot.store ??= createStore();
  return (
    <JotaiProvider store={slot.store}>
      <ChatConversation {...props} />
    </JotaiProvider>
  );
}

/** The chat window's content: header, conversation, and the question form. */
function ChatConversation({ id, onClose }: ChatWindowProps) {
  const api = useApi();
  const platform = usePlatform();
  const [messages, setMessages] = useAtom(chatMessagesAtom);
  const [pending, setPending] = useAtom(chatPendingAtom);
  const { open } = useChatState();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // Callbacks on the hook (not on mutate) still run if the window is closed while a reply is on its way.
  const ask = useAction({
    run: async (request: ChatRequest) => {
      try {
        const response = await api.request<ChatResponse | null>('/api/chat', { method: 'POST', body: request });
        if (typeof response?.reply !== 'string' || !response.reply.trim()) throw new Error('Unreadable chat reply');
        return response.reply;
      } catch (error) {
        if (!platform.answerChatOffline) throw error;
        console.warn('Chat API unavailable; answering on this device:', error);
        return platform.answerChatOffline({ question: request.user_question, history: request.history });
      }
    },
    onStart: () => setPending(true),
    onSuccess: (reply) => setMessages((list) => [...list, { sender: 'ai', text: reply }]),
    onError: (error) => {
      console.error('Chat request failed:', error);
      setMessages((list) => [...list, { sender: 'ai', text: CHAT_CONNECTION_ERROR }]);
    },
    onSettled: () => setPending(false),
  });

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!pending && open) inputRef.current?.focus();
  }, [pending, open]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || pending) return;
    const next: ChatMessage[] = [...messages, { sender: 'user', text: question.slice(0, CHAT_LIMITS.questionMax) }];
    setMessages(next);
    setDraft('');
    ask.mutate(chatRequest(question.slice(0, CHAT_LIMITS.questionMax), next));
  };

  // Escape closes the chat wherever focus is, unless it belongs to another dialog (a modal closes first).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const owner = (event.target as Element | null)?.closest?.('[role="dialog"]');
      if (owner && owner.id !== id) return;
      onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [id, onClose]);

  return (
    <Paper
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      shadow="xl"
      radius="lg"
      withBorder
      className={classes.window}
    >
      <div className={classes.header}>
        <h2 id={`${id}-title`} className={classes.title}>
          ISA Sales Agent
        </h2>
        <CloseButton aria-label="Close chat" variant="transparent" c="white" onClick={onClose} />
      </div>
      <div ref={listRef} className={classes.list} role="log" aria-live="polite" aria-label="Conversation with ISA">
        {messages.map((message, index) => (
          <div key={index} className={classes.message} data-sender={message.sender}>
            <VisuallyHidden>{message.sender === 'ai' ? 'ISA says:' : 'You said:'}</VisuallyHidden>
            {message.sender === 'ai' ? <ChatMarkdown text={message.text} /> : message.text}
          </div>
        ))}
        {pending && (
          <div className={classes.message} data-sender="ai" data-pending="">
            Thinking...
          </div>
        )}
      </div>
      <form className={classes.form} onSubmit={submit}>
        <TextInput
          ref={inputRef}
          aria-label="Your question"
          placeholder="Ask about features or price..."
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          disabled={pending}
          maxLength={CHAT_LIMITS.questionMax}
          autoComplete="off"
        />
        <Button type="submit" size="small" disabled={pending}>
          Send
        </Button>
      </form>
    </Paper>
  );
}
