// zod/mini keeps the lead form's bundle small (the full builder API costs ~24 kB gzip in the browser).
import { z } from 'zod/mini';
import { csvLine } from './csv';
import { emailField, optionalText, phoneField, requiredText } from './form-fields';
import { LEAD_INTEREST_MAX, LEAD_INTERESTS_MAX, LEAD_NAME_MAX, LEAD_NOTES_MAX } from './lead-limits';

/** Where a lead was captured: the public web site, or a conference booth (the spec's default). */
export const LEAD_SOURCES = ['Website', 'Conference'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The visitor-facing fields of the lead form (spec section 5), shared by the form and the API. */
export const leadFormSchema = z.object({
  firstName: requiredText('First name', LEAD_NAME_MAX),
  lastName: requiredText('Last name', LEAD_NAME_MAX),
  email: emailField(),
  phone: phoneField(),
  company: optionalText(100, 'Company must be at most 100 characters'),
});

/** How warm staff judged a lead at the booth. */
export const LEAD_RATINGS = ['hot', 'warm', 'cold'] as const;
export type LeadRating = (typeof LEAD_RATINGS)[number];

/**
 * Version of the marketing-consent wording next to the form's checkbox; the server stores it with the time
 * the visitor ticked (or unticked) the box. Change it whenever the wording changes.
 */
export const MARKETING_CONSENT_VERSION = '2026-11-01';

/** What staff add to a lead: a rating, notes, the visitor's interests (from the event's list) and who spoke to them. */
export const leadQualificationShape = {
  rating: z.optional(z.enum(LEAD_RATINGS, 'Rating must be hot, warm or cold')),
  notes: z.optional(
    z.string().check(z.trim(), z.maxLength(LEAD_NOTES_MAX, `Notes must be at most ${LEAD_NOTES_MAX} characters`)),
  ),
  interests: z.optional(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'An interest cannot be empty'),
            z.maxLength(LEAD_INTEREST_MAX, `Each interest must be at most ${LEAD_INTEREST_MAX} characters`),
          ),
      )
      .check(
        z.maxLength(LEAD_INTERESTS_MAX, `At most ${LEAD_INTERESTS_MAX} interests`),
        z.refine((list) => new Set(list).size === list.length, 'Interests must not repeat'),
      ),
  ),
  capturedBy: optionalText(LEAD_NAME_MAX, `Captured by must be at most ${LEAD_NAME_MAX} characters`),
};

/** POST /api/leads: the form's fields plus where the lead came from (source defaults to Conference). */
export const leadSchema = z.extend(leadFormSchema, {
  source: z._default(z.enum(LEAD_SOURCES), 'Conference'),
  event: optionalText(100, 'Event must be at most 100 characters'),
  /** Whether the visitor agreed to marketing e-mail; left out keeps what is on file. */
  marketingConsent: z.optional(z.boolean('Marketing consent must be true or false')),
  ...leadQualificationShape,
});

/** PATCH /api/leads: staff qualify a lead already captured, found by its e-mail; at least one field. */
export const leadUpdateSchema = z
  .object({ email: emailField(), ...leadQualificationShape })
  .check(
    z.refine(
      (update) =>
        Object.keys(update).some((key) => key !== 'email' && update[key as keyof typeof update] !== undefined),
      'Send at least one of rating, notes, interests or capturedBy',
    ),
  );
export type LeadUpdateInput = z.output<typeof leadUpdateSchema>;
export type LeadUpdatePayload = z.input<typeof leadUpdateSchema>;

export type LeadFormValues = z.input<typeof leadFormSchema> & {
  /** The marketing-consent checkbox; not part of the validated fields (unticked is a valid answer). */
  marketingConsent?: boolean;
};
export type LeadInput = z.output<typeof leadSchema>;
/** What a client sends: source may be left to its default. */
export type LeadPayload = z.input<typeof leadSchema>;

/** The answer of POST /api/leads: 'updated' means the e-mail was already on file. */
export interface LeadResponse {
  status: 'created' | 'updated';
}

/** The answer of PATCH /api/leads. */
export interface LeadUpdateResponse {
  status: 'updated';
}

/** A lead as operators export it. */
export interface LeadDto {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  company: string | null;
  source: string;
  event: string | null;
  rating: LeadRating | null;
  notes: string | null;
  interests: string[];
  capturedBy: string | null;
  marketingConsent: boolean | null;
  marketingConsentVersion: string | null;
  marketingConsentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The request body for form values: trimmed, empty optionals omitted, tagged with where it was captured. */
export function leadPayload(values: LeadFormValues, origin: { source: string; event?: string }): LeadPayload {
  const { marketingConsent, ...fieldValues } = values;
  const fields = leadFormSchema.parse(fieldValues);
  const source = (LEAD_SOURCES as readonly string[]).includes(origin.source)
    ? (origin.source as LeadSource)
    : undefined;
  const payload: LeadPayload = {
    ...fields,
    ...(source ? { source } : {}),
    ...(origin.event ? { event: origin.event } : {}),
    ...(marketingConsent === undefined ? {} : { marketingConsent }),
  };
  return JSON.parse(JSON.stringify(payload)) as LeadPayload;
}

const CSV_COLUMNS: Array<[keyof LeadDto, string]> = [
  ['email', 'Email'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['source', 'Source'],
  ['event', 'Event'],
  ['rating', 'Rating'],
  ['notes', 'Notes'],
  ['interests', 'Interests'],
  ['capturedBy', 'Captured by'],
  ['marketingConsent', 'Marketing consent'],
  ['marketingConsentVersion', 'Consent version'],
  ['marketingConsentAt', 'Consent time'],
  ['createdAt', 'Created'],
  ['updatedAt', 'Updated'],
];

/** One export cell: lists joined with '; ', booleans as yes/no. */
function csvCell(value: string | string[] | boolean | null | undefined): string | null | undefined {
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

/** Leads as CSV (RFC 4180, CRLF line ends, a header row): the operators' export and the kiosk's. */
export function leadsToCsv(leads: Array<{ [K in keyof LeadDto]?: LeadDto[K] | null }>): string {
  const lines = [csvLine(CSV_COLUMNS.map(([, title]) => title))];
  for (const lead of leads) lines.push(csvLine(CSV_COLUMNS.map(([key]) => csvCell(lead[key]))));
  return `${lines.join('\r\n')}\r\n`;
}
