import { z } from 'zod';

/** Settings of a conference kiosk, from its config file and command-line flags. */
export const kioskConfigSchema = z.object({
  /** Where the ISA API lives (the kiosk itself serves only the UI). */
  apiUrl: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** The event the booth is at, stored with every lead (e.g. 'HR Tech 2026'). */
  eventName: z.string().trim().max(100).default(''),
  /** Seconds without input before the 'Still there?' prompt. */
  idleTimeoutSeconds: z.number().int().min(15).max(3600).default(90),
  /** PIN for the staff panel, 4 to 8 digits; without one the panel stays locked. */
  staffPin: z
    .string()
    .regex(/^\d{4,8}$/, 'must be 4 to 8 digits')
    .optional(),
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

export type KioskConfig = z.infer<typeof kioskConfigSchema>;

/** What the renderer may know of the config: everything but the PIN. */
export type KioskPublicConfig = Omit<KioskConfig, 'staffPin'> & { staffPinSet: boolean };

export function publicKioskConfig({ staffPin, ...rest }: KioskConfig): KioskPublicConfig {
  return { ...rest, staffPinSet: staffPin !== undefined };
}

/** The origin a phone continues on: `publicSiteUrl`, else the API's origin. */
export function publicSiteOrigin(config: Pick<KioskConfig, 'apiUrl' | 'publicSiteUrl'>): string {
  return (config.publicSiteUrl ?? new URL(config.apiUrl).origin).replace(/\/+$/, '');
}

/** The few functions the Electron preload exposes to the renderer as `window.isaKiosk`. */
export interface KioskBridge {
  getConfig(): Promise<KioskPublicConfig>;
  verifyStaffPin(pin: string): Promise<boolean>;
  /** Asks staff where to save the unsynced leads (CSV text) and writes the file; false when cancelled. */
  exportLeads(suggestedName: string, csv: string): Promise<boolean>;
  /** Lets this page use the camera while a badge scan runs (true), and takes that back (false). */
  setCameraScanning(active: boolean): Promise<void>;
}
