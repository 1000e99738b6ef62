import { describe, expect, it } from 'vitest';
import { KIOSK_IPC } from '../shared/kiosk-ipc.ts';
import { registerKioskIpc, UntrustedSenderError, type KioskIpcHandlers } from './ipc.ts';
import { isAppSender, type SenderFrame } from './ipc-sender.ts';

interface FakeEvent {
  senderFrame: SenderFrame | null;
  fromKioskWindow: boolean;
}

/** Registers the real wrapper into a plain registry and calls channels as ipcMain would. */
function setUp() {
  const listeners = new Map<string, (event: FakeEvent, ...args: unknown[]) => unknown>();
  const calls: Array<[string, unknown[]]> = [];
  const handlers = Object.fromEntries(
    Object.values(KIOSK_IPC).map((channel) => [
      channel,
      (...args: unknown[]) => (calls.push([channel, args]), channel),
    ]),
  ) as KioskIpcHandlers;
  registerKioskIpc<FakeEvent>({ handle: (channel, listener) => listeners.set(channel, listener) }, handlers, (event) =>
    isAppSender(event.senderFrame, event.fromKioskWindow),
  );
  const invoke = (channel: string, event: FakeEvent, ...args: unknown[]) => listeners.get(channel)!(event, ...args);
  return { listeners, calls, invoke };
}

const app: FakeEvent = { senderFrame: { url: 'app://isa/index.html', parent: null }, fromKioskWindow: true };

describe('registerKioskIpc', () => {
  it('registers every shared channel and answers the app’s own page', () => {
    const { listeners, calls, invoke } = setUp();
    expect([...listeners.keys()].sort()).toEqual(Object.values(KIOSK_IPC).sort());
    expect(invoke(KIOSK_IPC.verifyPin, app, '2468')).toBe(KIOSK_IPC.verifyPin);
    expect(calls).toEqual([[KIOSK_IPC.verifyPin, ['2468']]]);
  });

  it('refuses every channel to a frame that is not the app’s page, before the handler runs', () => {
    const { calls, invoke } = setUp();
    const strangers: FakeEvent[] = [
      {
        senderFrame: { url: 'https://www.youtube-nocookie.com/embed/x', parent: app.senderFrame },
        fromKioskWindow: true,
      },
      { senderFrame: { url: 'https://evil.example/', parent: null }, fromKioskWindow: true },
      { senderFrame: { url: 'app://isa/index.html', parent: null }, fromKioskWindow: false },
      { senderFrame: null, fromKioskWindow: true },
    ];
    for (const channel of Object.values(KIOSK_IPC)) {
      for (const event of strangers) expect(() => invoke(channel, event, 'x')).toThrow(UntrustedSenderError);
    }
    expect(calls).toEqual([]);
  });
});
