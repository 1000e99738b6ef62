import type { StaffTools } from '../core/components/kiosk/StaffPanel';
import { qualificationsVia } from '../core/offline/send-lead';
import type { SendLeadUpdate } from '../core/offline/lead-outbox';
import type { KioskBridge, KioskPublicConfig, PinVerdict } from '../shared/kiosk-config';
import type { LeadUpdateAnswer } from '../shared/lead-update-sender';

/** The path kiosk:serve answers PIN attempts on, beside the page (browser mode only). */
export const BROWSER_PIN_PATH = './staff/verify-pin';

/** The path kiosk:serve takes staff qualifications on, to send them with its API token (browser mode only). */
export const BROWSER_LEAD_UPDATE_PATH = './staff/lead-update';

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

/** A PIN attempt checked by the server that serves the page (kiosk:serve), with the same lockout as the app. */
async function verifyWithServer(pin: string): Promise<PinVerdict> {
  const response = await fetch(BROWSER_PIN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pin }),
  });
  if (!response.ok) throw new Error(`PIN check failed (${response.status}).`);
  return (await response.json()) as PinVerdict;
}

/**
 * Staff tools: in Electron the PIN check and the file dialog live in the main process behind the preload
 * bridge. In a plain browser (kiosk:serve, for testing only) the server that serves the page checks the PIN
 * against the same hash with the same lockout, and the export is a download. The page never sees the PIN's hash.
 */
export function createStaffTools(config: KioskPublicConfig, bridge: KioskBridge | undefined): StaffTools {
  if (bridge) {
    return {
      pinSet: config.staffPinSet,
      verifyPin: (pin) => bridge.verifyStaffPin(pin),
      exportFile: (name, text) => bridge.exportLeads(name, text),
    };
  }
  return { pinSet: config.staffPinSet, verifyPin: verifyWithServer, exportFile: download };
}

/** A qualification handed to the server that serves the page (kiosk:serve), which adds the API token. */
async function sendThroughServer(update: unknown, idempotencyKey: string): Promise<LeadUpdateAnswer> {
  try {
    const response = await fetch(BROWSER_LEAD_UPDATE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ update, idempotencyKey }),
    });
    return response.ok ? ((await response.json()) as LeadUpdateAnswer) : { status: response.status, body: null };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * How staff qualifications leave the kiosk: through the part that keeps the API token, Electron main behind
 * the preload bridge, or in a plain browser the kiosk:serve server. The page never holds the token.
 */
export function leadUpdateSender(bridge: KioskBridge | undefined): SendLeadUpdate {
  return qualificationsVia(bridge ? (update, key) => bridge.sendLeadUpdate(update, key) : sendThroughServer);
}
