import { createIndexedDbStorage } from '../core/platform/indexeddb-storage';
import { browserConnectivity, type Platform } from '../core/platform/platform';
import type { KioskPublicConfig } from '../shared/kiosk-config';

/**
 * The conference kiosk: remote API, leads tagged Conference plus the event and queued in the durable outbox,
 * outside links as QR codes.
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
    ...browserConnectivity,
  };
}
