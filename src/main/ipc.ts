import { KIOSK_IPC, type KioskIpcChannel } from '../shared/kiosk-ipc.ts';

/** The part of Electron's ipcMain the kiosk uses. */
export interface IpcRegistry<Event> {
  handle(channel: string, listener: (event: Event, ...args: unknown[]) => unknown): void;
}

/** One handler per channel; the arguments come from the page and are unchecked until the handler checks them. */
export type KioskIpcHandlers = Record<KioskIpcChannel, (...args: unknown[]) => unknown>;

/** The error a refused sender gets; it says nothing of what the channel does. */
export class UntrustedSenderError extends Error {
  override name = 'UntrustedSenderError';
  constructor() {
    super('Refused: this request did not come from the kiosk app.');
  }
}

/**
 * Registers every kiosk channel, each behind the sender check: a request whose event fails `isTrusted`
 * (not the app's own page) is refused before its handler runs. Every channel must have a handler, so a new
 * one cannot be added without passing through here.
 */
export function registerKioskIpc<Event>(
  registry: IpcRegistry<Event>,
  handlers: KioskIpcHandlers,
  isTrusted: (event: Event) => boolean,
): void {
  for (const channel of Object.values(KIOSK_IPC)) {
    const handler = handlers[channel];
    registry.handle(channel, (event, ...args) => {
      if (!isTrusted(event)) throw new UntrustedSenderError();
      return handler(...args);
    });
  }
}
