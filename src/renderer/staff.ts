import type { StaffTools } from '../core/components/kiosk/StaffPanel';
import type { KioskBridge, KioskPublicConfig } from '../shared/kiosk-config';

/** Saves text as a download (browser mode, where no save dialog of the app exists). */
function download(suggestedName: string, text: string): Promise<boolean> {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: suggestedName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return Promise.resolve(true);
}

/**
 * Staff tools: in Electron the PIN check and the file dialog live in the main process behind the preload
 * bridge. In a plain browser (kiosk:serve, for testing only) the PIN is compared with the one in the config
 * kiosk-serve handed out at start, and the export is a download.
 */
export function createStaffTools(
  config: KioskPublicConfig,
  bridge: KioskBridge | undefined,
  browserPin: string | undefined,
): StaffTools {
  if (bridge) {
    return {
      pinSet: config.staffPinSet,
      verifyPin: (pin) => bridge.verifyStaffPin(pin),
      exportFile: (name, text) => bridge.exportLeads(name, text),
    };
  }
  return {
    pinSet: config.staffPinSet,
    verifyPin: async (pin) => browserPin !== undefined && pin === browserPin,
    exportFile: download,
  };
}
