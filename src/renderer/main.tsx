import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router-dom';
import '../core/app/styles';
import { App } from '../core/app/App';
import { routes } from '../core/app/routes';
import { kioskConfigSchema, publicKioskConfig, type KioskBridge, type KioskPublicConfig } from '../shared/kiosk-config';
import { createKioskPlatform } from './platform';

declare global {
  interface Window {
    isaKiosk?: KioskBridge;
  }
}

/** In Electron the preload supplies the config; in a browser (kiosk:serve) it comes from kiosk-config.json. */
async function loadConfig(): Promise<KioskPublicConfig> {
  if (window.isaKiosk) return window.isaKiosk.getConfig();
  const response = await fetch('./kiosk-config.json', { cache: 'no-store' });
  return publicKioskConfig(kioskConfigSchema.parse(response.ok ? await response.json() : {}));
}

const config = await loadConfig();
const router = createHashRouter(routes);
const platform = createKioskPlatform(config, (url) => {
  // The kiosk never leaves the booth: the QR dialog replaces a new tab.
  window.dispatchEvent(new CustomEvent('isa:external-link', { detail: url }));
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App platform={platform} router={router} />
  </StrictMode>,
);
