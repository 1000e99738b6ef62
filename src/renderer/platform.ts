import { createIndexedDbStorage } from '../core/platform/indexeddb-storage';
import { browserConnectivity, type Platform } from '../core/platform/platform';
import type { LocalResponder } from '../shared/chat/responder';
import type { KioskPublicConfig } from '../shared/kiosk-config';

let offlineResponder: Promise<LocalResponder> | undefined;
/** The API's own knowledge-base responder, loaded the first time the booth is offline. */
function loadOfflineResponder(): Promise<LocalResponder> {
  offlineResponder ??= Promise.all([import('../shared/chat/responder'), import('../shared/chat/site-knowledge')]).then(
    ([{ createLocalResponder }, { siteKnowledgeBase }]) => createLocalResponder(siteKnowledgeBase()),
  );
  return offlineResponder;
}

/**
 * The conference kiosk: remote API, leads tagged Conference plus the event and queued in the durable outbox,
 * outside links as QR codes, sales chat answered on the device when the API cannot be reached.
 */
export function createKioskPlatform(config: KioskPublicConfig, showQrCode: (url: string) => void): Platform {
  return {
    target: 'kiosk',
    apiBaseUrl: config.apiUrl,
    leadSource: { source: 'Conference', ...(config.eventName ? { event: config.eventName } : {}) },
    leadDelivery: 'outbox',
    externalLinkMode: 'qr-code',
    openExternal: showQrCode,
    storage: createIndexedDbStorage('isa-kiosk'),
    answerChatOffline: async (input) => (await loadOfflineResponder())(input),
    ...browserConnectivity,
  };
}
