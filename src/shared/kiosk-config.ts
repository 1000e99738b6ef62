import { z } from 'zod';
import type { LeadUpdatePayload } from './lead.ts';
import type { LeadUpdateAnswer } from './lead-update-sender.ts';

/**
 * A staff PIN as the kiosk config stores it: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), made by
 * `npm run kiosk:hash-pin`. The cost bounds keep a tampered config from making a check take a gigabyte.
 */
export const PIN_HASH_PATTERN = /^scrypt\$(1[4-7])\$([1-8])\$([1-4])\$([A-Za-z0-9_-]{22,64})\$([A-Za-z0-9_-]{43,86})$/;

/** True for addresses that never leave the machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** Settings of a conference kiosk, from its config file and command-line flags. */
export const kioskConfigSchema = z.object({
  /**
   * Where the ISA API lives (the kiosk itself serves only the UI). Visitors' data travels to it, so it must
   * be https; plain http is for an API on the same machine only.
   */
  apiUrl: z
    .url({ protocol: /^https?$/ })
    .refine((url) => {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || isLoopbackHost(parsed.hostname);
    }, 'must be an https:// address (http:// only for localhost)')
    .default('http://localhost:3000'),
  /** The event the booth is at, stored with every lead (e.g. 'HR Tech 2026'). */
  eventName: z.string().trim().max(100).default(''),
  /** Seconds without input before the 'Still there?' prompt. */
  idleTimeoutSeconds: z.number().int().min(15).max(3600).default(90),
  /** The staff panel's PIN as a salted scrypt hash; without one the panel stays locked. */
  staffPinHash: z.string().regex(PIN_HASH_PATTERN, 'must be a hash made by npm run kiosk:hash-pin').optional(),
  /** A PIN in clear text is refused, so it never sits in a file (or a process listing) as it is. */
  staffPin: z
    .undefined({ error: 'a PIN is never stored as it is: put the output of npm run kiosk:hash-pin in staffPinHash' })
    .optional(),
  /**
   * The API's KIOSK_TOKEN, which staff qualification of leads (PATCH /api/leads) needs. Only the main
   * process reads it and sends the qualifications; the page never sees it.
   */
  apiToken: z.string().trim().min(16, "must be at least 16 characters (the API's KIOSK_TOKEN)").optional(),
  /** Full-screen kiosk mode; off for staff testing on a desktop. */
  kiosk: z.boolean().default(true),
  /** What visitors at this event may be interested in; staff tick these when they qualify a lead. */
  interests: z
    .array(z.string().trim().min(1).max(60))
    .max(20)
    .refine((list) => new Set(list).size === list.length, 'must not repeat')
    .default([]),
  /**
   * The public web site a visitor's phone opens (the apply page behind a job's QR code); the API's origin
   * when unset.
   */
  publicSiteUrl: z.url({ protocol: /^https?$/ }).optional(),
});

export type KioskConfig = Omit<z.infer<typeof kioskConfigSchema>, 'staffPin'>;

/** What the renderer may know of the config: everything but the PIN's hash and the API token. */
export const kioskPublicConfigSchema = kioskConfigSchema
  .omit({ staffPinHash: true, staffPin: true, apiToken: true })
  .extend({ staffPinSet: z.boolean().default(false) });
export type KioskPublicConfig = z.infer<typeof kioskPublicConfigSchema>;

/** The config without the PIN's hash and the API token, as the renderer gets it. */
export function publicKioskConfig({ staffPinHash, apiToken: _apiToken, ...rest }: KioskConfig): KioskPublicConfig {
  return { ...rest, staffPinSet: staffPinHash !== undefined };
}

/** The answer to a staff PIN attempt: accepted, or refused with the wait before the next one may count. */
export interface PinVerdict {
  ok: boolean;
  /** Set while wrong PINs have locked the panel: milliseconds until another attempt is looked at. */
  retryAfterMs?: number;
}

/** Durable key-value storage kept by the main process, encrypted at rest (the kiosk Platform's storage). */
export interface KioskStorageBridge {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(prefix: string): Promise<string[]>;
}

/** The origin a phone continues on: `publicSiteUrl`, else the API's origin. */
export function publicSiteOrigin(config: Pick<KioskConfig, 'apiUrl' | 'publicSiteUrl'>): string {
  return (config.publicSiteUrl ?? new URL(config.apiUrl).origin).replace(/\/+$/, '');
}

/** The few functions the Electron preload exposes to the renderer as `window.isaKiosk`. */
export interface KioskBridge {
  getConfig(): Promise<KioskPublicConfig>;
  verifyStaffPin(pin: string): Promise<PinVerdict>;
  /** Asks staff where to save the unsynced leads (CSV text) and writes the file; false when cancelled. */
  exportLeads(suggestedName: string, csv: string): Promise<boolean>;
  /** Lets this page use the camera while a badge scan runs (true), and takes that back (false). */
  setCameraScanning(active: boolean): Promise<void>;
  /** Sends staff's qualification of a lead with the kiosk's API token (which stays in the main process). */
  sendLeadUpdate(update: LeadUpdatePayload, idempotencyKey: string): Promise<LeadUpdateAnswer>;
  storage: KioskStorageBridge;
}
