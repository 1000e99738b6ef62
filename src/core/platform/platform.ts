import type { ResponderInput } from '../../shared/chat/responder';

/** Async key-value storage that survives restarts (IndexedDB on the web, the same or a bridge in the kiosk). */
export interface DurableStorage {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, in lexicographic order. */
  keys(prefix?: string): Promise<string[]>;
}

/** How links to other sites are offered: a new browser tab, or a QR code to scan with a phone. */
export type ExternalLinkMode = 'new-tab' | 'qr-code';

/** What differs between the public web site and the conference kiosk; pages depend only on this. */
export interface Platform {
  target: 'web' | 'kiosk';
  /** Base URL of the API; '' means the same origin. */
  apiBaseUrl: string;
  /** What a lead captured here records as its origin. */
  leadSource: { source: string; event?: string };
  /**
   * How leads travel: sent at once ('direct', the default), or written to the durable outbox first and
   * synced in the background ('outbox', for a booth that may be offline).
   */
  leadDelivery?: 'direct' | 'outbox';
  externalLinkMode: ExternalLinkMode;
  /** Opens a link to another site the way this target can. */
  openExternal(url: string): void;
  storage: DurableStorage;
  /**
   * Answers a sales chat question on the device when the API cannot (the kiosk at a booth without a
   * connection); absent on the web, where the chat says it cannot connect.
   */
  answerChatOffline?(input: ResponderInput): Promise<string>;
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
