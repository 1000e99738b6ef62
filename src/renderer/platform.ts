import type { LeadOutbox } from '../core/offline/lead-outbox';
import { queueLeadsIn } from '../core/offline/send-lead';
import { browserConnectivity, type CameraAccess, type Platform } from '../core/platform/platform';
import type { LocalResponder } from '../shared/chat/responder';
import { publicSiteOrigin, type KioskBridge, type KioskPublicConfig } from '../shared/kiosk-config';

let offlineResponder: Promise<LocalResponder> | undefined;
/** The API's own knowledge-base responder, loaded the first time the booth is offline. */
function loadOfflineResponder(): Promise<LocalResponder> {
  offlineResponder ??= Promise.all([import('../shared/chat/responder'), import('../shared/chat/site-knowledge')]).then(
    ([{ createLocalResponder }, { siteKnowledgeBase }]) => createLocalResponder(siteKnowledgeBase()),
  );
  return offlineResponder;
}

/**
 * The camera for badge scans. In Electron the main process grants it to this page only between open and
 * close (the bridge switches that window on and off); in a browser the browser's own prompt decides.
 */
function createCamera(bridge: KioskBridge | undefined): CameraAccess {
  return {
    async open() {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera', 'NotFoundError');
      await bridge?.setCameraScanning(true);
      try {
        return await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        await bridge?.setCameraScanning(false);
        throw error;
      }
    },
    close(stream) {
      stream?.getTracks().forEach((track) => track.stop());
      void bridge?.setCameraScanning(false);
    },
  };
}

/**
 * The conference kiosk: remote API, leads tagged Conference plus the event and queued in `outbox`,
 * outside links as QR codes, sales chat answered on the device when the API cannot be reached, a touch-first
 * layout, no file picker, and the camera for badge scans.
 */
export function createKioskPlatform(
  config: KioskPublicConfig,
  showQrCode: (url: string) => void,
  outbox: LeadOutbox,
  bridge?: KioskBridge,
): Platform {
  return {
    target: 'kiosk',
    apiBaseUrl: config.apiUrl,
    leadSource: { source: 'Conference', ...(config.eventName ? { event: config.eventName } : {}) },
    submitLead: queueLeadsIn(outbox),
    externalLinkMode: 'qr-code',
    openExternal: showQrCode,
    answerChatOffline: async (input) => (await loadOfflineResponder())(input),
    booth: {
      eventName: config.eventName,
      interests: config.interests,
      publicSiteUrl: publicSiteOrigin(config),
    },
    touchFirst: true,
    filePicker: false,
    camera: createCamera(bridge),
    ...browserConnectivity,
  };
}
