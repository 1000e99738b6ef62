import { describe, expect, it } from 'vitest';
import { kioskWindowOptions } from './window-options.ts';

describe('kioskWindowOptions', () => {
  it('locks the renderer down in every mode', () => {
    for (const kiosk of [true, false]) {
      const { webPreferences } = kioskWindowOptions({ kiosk }, '/app/preload.cjs');
      expect(webPreferences).toMatchObject({
        preload: '/app/preload.cjs',
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        webSecurity: true,
        webviewTag: false,
      });
    }
  });

  it('is full screen in kiosk mode and windowed for staff testing', () => {
    expect(kioskWindowOptions({ kiosk: true }, 'p')).toMatchObject({ kiosk: true, fullscreen: true });
    expect(kioskWindowOptions({ kiosk: false }, 'p')).toMatchObject({ kiosk: false, fullscreen: false });
    expect(kioskWindowOptions({ kiosk: true }, 'p').webPreferences?.devTools).toBe(false);
  });
});
