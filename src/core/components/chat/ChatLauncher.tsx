import { lazy, Suspense, useCallback } from 'react';
import { Button } from '../Button';
import classes from './chat.module.css';
import { useChatState } from './chat-state';

// The window, its markdown renderer and the API call load only when a visitor opens the chat.
const loadWindow = () => import('./ChatWindow');
const ChatWindow = lazy(loadWindow);

export const CHAT_WINDOW_ID = 'isa-chat-window';
const LAUNCHER_ID = 'isa-chat-launcher';

/** The floating round button that opens and closes the sales chat; tiny, so every page can carry it. */
export function ChatLauncher() {
  const { open, setOpen } = useChatState();
  const close = useCallback(() => {
    setOpen(false);
    // Focus goes back where the visitor opened the chat from.
    document.getElementById(LAUNCHER_ID)?.focus();
  }, [setOpen]);

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatWindow id={CHAT_WINDOW_ID} onClose={close} />
        </Suspense>
      )}
      <Button
        id={LAUNCHER_ID}
        size="icon"
        className={classes.launcher}
        aria-label={open ? 'Close chat with ISA' : 'Chat with ISA'}
        aria-expanded={open}
        aria-controls={open ? CHAT_WINDOW_ID : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadWindow()}
        onFocus={() => void loadWindow()}
      >
        {open ? (
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        ) : (
          <svg
            width="26"
            height="26"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          >
            <path d="M4 5h16v11H9l-5 4z" />
            <path d="M8 9.5h8M8 12.5h5" strokeLinecap="round" />
          </svg>
        )}
      </Button>
    </>
  );
}
