import type { ResponderInput } from '../../shared/chat/responder';
import type { FormGuardValues } from '../../shared/form-guard';
import type { LeadPayload, LeadResponse } from '../../shared/lead';

/** Async key-value storage that survives restarts (the kiosk's outbox keeps its leads in IndexedDB). */
export interface DurableStorage {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, in lexicographic order. */
  keys(prefix?: string): Promise<string[]>;
}

/** How links to other sites are offered: a new browser tab, or a QR code to scan with a phone. */
export type ExternalLinkMode = 'new-tab' | 'qr-code';

/** The conference a kiosk stands at and what its booth offers. */
export interface BoothSettings {
  /** The event's name, shown on the start screen ('' when not configured). */
  eventName: string;
  /** The interests staff can tick when they qualify a lead (kiosk-config.json `interests`). */
  interests: string[];
  /** Origin of the public web site a visitor's phone opens (no trailing slash). */
  publicSiteUrl: string;
}

/** The camera, for scanning a visitor's badge; released as soon as the scan ends. */
export interface CameraAccess {
  /** Opens the camera (asking the OS and the app for permission); throws a DOMException when refused or absent. */
  open(): Promise<MediaStream>;
  /** Stops every track and gives the permission back. */
  close(stream: MediaStream | null): void;
}

/** What differs between the public web site and the conference kiosk; pages depend only on this. */
export interface Platform {
  target: 'web' | 'kiosk';
  /** Base URL of the API; '' means the same origin. */
  apiBaseUrl: string;
  /** What a lead captured here records as its origin. */
  leadSource: { source: string; event?: string };
  /**
   * Takes a lead from the lead form. The web sends it at once with the form's idempotency key and the form
   * guard's fields; the kiosk commits it to its durable outbox (staff-attended, so without the guard, and
   * under the outbox's own key for every resend) and answers as soon as it is stored.
   */
  submitLead(lead: LeadPayload, guard: FormGuardValues, idempotencyKey: string): Promise<LeadResponse>;
  externalLinkMode: ExternalLinkMode;
  /** Opens a link to another site the way this target can. */
  openExternal(url: string): void;
  /**
   * Answers a sales chat question on the device when the API cannot (the kiosk at a booth without a
   * connection); absent on the web, where the chat says it cannot connect.
   */
  answerChatOffline?(input: ResponderInput): Promise<string>;
  /** Set on a conference kiosk: the start screen, phone hand-off and staff qualification use it. */
  booth?: BoothSettings;
  /**
   * Touch-first layout (a booth's touch screen): every control at least 48x48 CSS px. Off on the web.
   */
  touchFirst?: boolean;
  /**
   * Whether a file picker may be offered; false on a shared terminal, where no OS file dialog may open
   * (candidates paste their resume or continue on their phone). Defaults to true.
   */
  filePicker?: boolean;
  /**
   * Whether the site's job feeds (/jobs/feed.xml, /jobs/feed.json) are served next to its pages, so the board
   * links them. Off where pages come from the app itself (the kiosk), where those paths do not exist.
   */
  jobFeeds?: boolean;
  /** A camera for badge scanning; absent where there is none to offer (the web site). */
  camera?: CameraAccess;
  isOnline(): boolean;
  /** Calls back on every change of connectivity; returns the unsubscribe function. */
  onOnlineChange(listener: (online: boolean) => void): () => void;
}

/** Online status from the browser, shared by both targets' renderers. */
export const browserConnectivity: Pick<Platform, 'isOnline' | 'onOnlineChange'> = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  onOnlineChange(listener) {
    const up = () => listener(true);
    const down = () => listener(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  },
};
