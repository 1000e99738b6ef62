import type { BrowserWindowConstructorOptions } from 'electron';
import type { KioskConfig } from '../shared/kiosk-config.ts';

/** The kiosk window: full screen in kiosk mode, sandboxed, isolated, no Node in the renderer. */
export function kioskWindowOptions(
  config: Pick<KioskConfig, 'kiosk'>,
  preloadPath: string,
): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 900,
    show: false,
    kiosk: config.kiosk,
    fullscreen: config.kiosk,
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    title: 'ISA',
    webPreferences: {
      preload: preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: !config.kiosk,
    },
  };
}
