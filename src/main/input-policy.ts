/** The parts of Electron's `Input` (before-input-event) that the shortcut policy reads. */
export interface KeyInput {
  type: string;
  key: string;
  code?: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

/** Letters that, with Ctrl (Cmd on macOS), close, quit, minimise or reload the window, or hide the app. */
const COMMAND_LETTERS = new Set(['w', 'q', 'm', 'r', 'h']);
/** Letters that, with Ctrl+Shift (Cmd+Alt on macOS), open the developer tools or its element picker. */
const DEVTOOLS_LETTERS = new Set(['i', 'j', 'c']);
/** Function keys that reload, leave full screen or open the developer tools. */
const FUNCTION_KEYS = new Set(['F5', 'F11', 'F12']);

/** The letter a key press stands for, from the physical key where there is one (so Shift or a layout do not matter). */
function letterOf(input: KeyInput): string {
  const fromCode = /^Key([A-Z])$/.exec(input.code ?? '')?.[1];
  return (fromCode ?? input.key).toLowerCase();
}

/**
 * Whether the kiosk swallows a key press before the page sees it: the shortcuts that would quit, close,
 * minimise, reload, leave full screen or open the developer tools (Ctrl/Cmd+W, Q, M, R, H; Ctrl+Shift+I/J/C,
 * Cmd+Alt+I/J/C; F5, F11, F12; Alt+F4 where the system lets an app see it). Everything else reaches the page.
 */
export function isBlockedShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown' && input.type !== 'rawKeyDown') return false;
  if (FUNCTION_KEYS.has(input.key)) return true;
  if (input.alt && input.key === 'F4') return true;
  const command = input.control || input.meta;
  if (!command) return false;
  const letter = letterOf(input);
  if (COMMAND_LETTERS.has(letter)) return true;
  return (input.shift || input.alt) && DEVTOOLS_LETTERS.has(letter);
}
