// zod/mini keeps the lead form's bundle small (the full builder API costs ~24 kB gzip in the browser).
import { z } from 'zod/mini';
import { csvLine } from './csv';
import { emailField, optionalText, requiredText } from './form-fields';

/** Names are at most 50 characters (spec section 9). */
export const LEAD_NAME_MAX = 50;

/** Where a lead was captured: the public web site, or a conference booth (the spec's default). */
export const LEAD_SOURCES = ['Website', 'Conference'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The visitor-facing fields of the lead form (spec section 5), shared by the form and the API. */
export const leadFormSchema = z.object({
  firstName: requiredText('First name', LEAD_NAME_MAX),
  lastName: requiredText('Last name', LEAD_NAME_MAX),
  email: emailField(),
  phone: z.pipe(
    optionalText(40, 'Phone must be at most 40 characters'),
    z.optional(z.string().check(z.regex(/^\+?[\d\s().-]{5,}$/, 'Enter a valid phone number'))),
  ),
  company: optionalText(100, 'Company must be at most 100 characters'),
});

/** POST /api/leads: the form's fields plus where the lead came from (source defaults to Conference). */
export const leadSchema = z.extend(leadFormSchema, {
  source: z._default(z.enum(LEAD_SOURCES), 'Conference'),
  event: optionalText(100, 'Event must be at most 100 characters'),
});

export type LeadFormValues = z.input<typeof leadFormSchema>;
export type LeadInput = z.output<typeof leadSchema>;
/** What a client sends: source may be left to its default. */
export type LeadPayload = z.input<typeof leadSchema>;

/** The answer of POST /api/leads: 'updated' means the e-mail was already on file. */
export interface LeadResponse {
  status: 'created' | 'updated';
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
  createdAt: string;
  updatedAt: string;
}

/** Per-field messages for form values, keyed by field name (empty when valid). */
export function leadFormErrors(values: LeadFormValues): Partial<Record<keyof LeadFormValues, string>> {
  const result = leadFormSchema.safeParse(values);
  const errors: Partial<Record<keyof LeadFormValues, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LeadFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The request body for form values: trimmed, empty optionals omitted, tagged with where it was captured. */
export function leadPayload(values: LeadFormValues, origin: { source: string; event?: string }): LeadPayload {
  const fields = leadFormSchema.parse(values);
  const source = (LEAD_SOURCES as readonly string[]).includes(origin.source)
    ? (origin.source as LeadSource)
    : undefined;
  const payload: LeadPayload = {
    ...fields,
    ...(source ? { source } : {}),
    ...(origin.event ? { event: origin.event } : {}),
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
  ['createdAt', 'Created'],
  ['updatedAt', 'Updated'],
];

/** Leads as CSV (RFC 4180, CRLF line ends, a header row): the operators' export and the kiosk's. */
export function leadsToCsv(leads: Array<{ [K in keyof LeadDto]?: string | null }>): string {
  const lines = [csvLine(CSV_COLUMNS.map(([, title]) => title))];
  for (const lead of leads) lines.push(csvLine(CSV_COLUMNS.map(([key]) => lead[key])));
  return `${lines.join('\r\n')}\r\n`;
}
