import { notifications } from '@mantine/notifications';
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import '../core/app/styles';
import { App } from '../core/app/App';
import { kioskRoutes } from '../core/app/routes';
import { KioskChrome } from '../core/components/kiosk/KioskChrome';
import { loadQrEncoder, preloadDeferredUi } from '../core/components/deferred-ui';
import { createQrLinkStore } from '../core/components/kiosk/qr-link-store';
import { preloadLeadFormParts } from '../core/pages/hire-isa/lead-form-parts';
import { createApiClient } from '../core/api/client';
import { createLeadOutbox } from '../core/offline/lead-outbox';
import { postLead } from '../core/offline/send-lead';
import { browserConnectivity } from '../core/platform/platform';
import { kioskPublicConfigSchema, type KioskBridge, type KioskPublicConfig } from '../shared/kiosk-config';
import { kioskStorage, moveLegacyEntries } from './storage';
import { createKioskPlatform } from './platform';
import { createStaffTools, leadUpdateSender } from './staff';

declare global {
  interface Window {
    isaKiosk?: KioskBridge;
  }
}

/**
 * In Electron the preload supplies the config; in a browser (kiosk:serve, for testing) it comes from the
 * served kiosk-config.json. Either way it is the public part only: never the PIN or its hash.
 */
async function loadConfig(): Promise<KioskPublicConfig> {
  if (window.isaKiosk) return window.isaKiosk.getConfig();
  const response = await fetch('./kiosk-config.json', { cache: 'no-store' });
  return kioskPublicConfigSchema.parse(response.ok ? await response.json() : {});
}

const config = await loadConfig();
// The kiosk never leaves the booth: links to other sites are offered as QR codes instead of new tabs.
const qrLinks = createQrLinkStore();
// The booth's leads: committed to durable storage (encrypted on disk in Electron) before the visitor sees
// success, sent when the network allows.
const api = createApiClient(config.apiUrl);
const storage = kioskStorage(window.isaKiosk);
await moveLegacyEntries(window.isaKiosk, storage).catch((error: unknown) => console.error(error));
const outbox = createLeadOutbox({
  storage,
  send: (lead, key) => postLead(api, lead, key),
  sendUpdate: leadUpdateSender(window.isaKiosk),
  ...browserConnectivity,
});
outbox.start();
const platform = createKioskPlatform(config, qrLinks.open, outbox, window.isaKiosk);
// A booth loses its network: the dialogs, toasts and QR codes it shows must not need it.
preloadDeferredUi();
preloadLeadFormParts();
void loadQrEncoder();
const staff = createStaffTools(config, window.isaKiosk);

/**
 * The kiosk app. An idle reset remounts everything under a new key: fresh state store, query cache, forms,
 * dialogs and chat, in a new router at the start screen. The outbox lives outside and keeps its leads.
 */
function KioskRoot() {
  const [session, setSession] = useState(0);

  const reset = useCallback(() => {
    qrLinks.close();
    notifications.clean();
    window.history.replaceState(null, '', '#/');
    window.scrollTo(0, 0);
    setSession((previous) => previous + 1);
  }, []);

  const chrome = (
    <KioskChrome
      outbox={outbox}
      qrLinks={qrLinks}
      staff={staff}
      idleTimeoutSeconds={config.idleTimeoutSeconds}
      onIdleReset={reset}
    />
  );
  return (
    <HashRouter key={session}>
      <App platform={platform} routes={kioskRoutes} chrome={chrome} />
    </HashRouter>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KioskRoot />
  </StrictMode>,
);
