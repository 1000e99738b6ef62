import { describe, expect, it } from 'vitest';
import { isAppSender } from './ipc-sender.ts';

describe('isAppSender', () => {
  it('answers the top frame of the kiosk window on an app:// page', () => {
    expect(isAppSender({ url: 'app://isa/index.html#/jobs', parent: null }, true)).toBe(true);
  });

  it('refuses embedded frames, other origins, other windows and frames that are gone', () => {
    const top = { url: 'app://isa/index.html', parent: null };
    expect(isAppSender({ url: 'app://isa/index.html', parent: top }, true)).toBe(false);
    expect(isAppSender({ url: 'https://www.youtube-nocookie.com/embed/x', parent: top }, true)).toBe(false);
    expect(isAppSender({ url: 'https://evil.example/', parent: null }, true)).toBe(false);
    expect(isAppSender({ url: 'app://isa.evil/index.html', parent: null }, true)).toBe(false);
    expect(isAppSender({ url: 'file:///etc/passwd', parent: null }, true)).toBe(false);
    expect(isAppSender({ url: 'not a url', parent: null }, true)).toBe(false);
    expect(isAppSender(top, false)).toBe(false);
    expect(isAppSender(null, true)).toBe(false);
  });
});
