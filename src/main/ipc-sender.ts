import { isAppUrl } from './url-policy.ts';

/** What the IPC check reads of a request's sender frame (Electron's WebFrameMain, or null once it is gone). */
export interface SenderFrame {
  url: string;
  /** The frame's parent; null for the top frame of its page. */
  parent: unknown;
}

/**
 * Whether an IPC request comes from the app's own page: the top frame of the kiosk window, showing a page of
 * app://isa. A frame inside it (an embedded video), a page navigated elsewhere or a frame already gone is
 * refused, whatever it asks.
 */
export function isAppSender(frame: SenderFrame | null | undefined, fromKioskWindow: boolean): boolean {
  if (!frame || !fromKioskWindow || frame.parent !== null) return false;
  return isAppUrl(frame.url);
}
