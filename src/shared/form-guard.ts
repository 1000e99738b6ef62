import { z } from 'zod/mini';

/**
 * Bot filters shared by the web forms and the API: a honeypot field people never see (so never fill) and
 * the time from showing the form to sending it (bots send within milliseconds). Both travel as two extra
 * fields of the payload, in JSON and in multipart forms alike.
 */
export const HONEYPOT_FIELD = 'website';
export const FILL_TIME_FIELD = 'fillMs';

/** Faster than this from first display to submit is not a person typing (autofill included). */
export const DEFAULT_MIN_FILL_MS = 1500;

/** The two guard fields as a form sends them. */
export interface FormGuardValues {
  [HONEYPOT_FIELD]: string;
  [FILL_TIME_FIELD]: number;
}

// Built on first use: the forms import this module for its field names only, and a schema made at load time
// would put zod's parser (about 7 kB gzip) into their bundles.
const buildGuardSchema = () =>
  z.object({
    [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(2000))),
    // z.number() refuses Infinity and NaN by itself.
    [FILL_TIME_FIELD]: z.optional(z.coerce.number().check(z.minimum(0))),
  });
let guardSchema: ReturnType<typeof buildGuardSchema> | undefined;

/** The guard fields a form sends with its own (the honeypot and the fill time), for the API's description. */
export function formGuardSchema() {
  return (guardSchema ??= buildGuardSchema());
}

export type FormGuardVerdict = 'ok' | 'honeypot' | 'too_fast';

/**
 * Judges a submission's guard fields. Absent fields pass (API clients and older kiosk queues do not send
 * them; rate limits still bound those); a filled honeypot or a fill time under `minFillMs` does not.
 */
export function checkFormGuard(input: unknown, minFillMs = DEFAULT_MIN_FILL_MS): FormGuardVerdict {
  const parsed = formGuardSchema().safeParse(input && typeof input === 'object' ? input : {});
  if (!parsed.success) return 'honeypot';
  const { [HONEYPOT_FIELD]: honeypot, [FILL_TIME_FIELD]: fillMs } = parsed.data;
  if (honeypot && honeypot.trim() !== '') return 'honeypot';
  if (fillMs !== undefined && fillMs < minFillMs) return 'too_fast';
  return 'ok';
}
