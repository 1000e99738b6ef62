// zod/mini keeps the apply page's bundle small (the full builder API costs ~24 kB gzip in the browser).
import { z } from 'zod/mini';
import { emailField, optionalText, phoneField, requiredText } from './form-fields';
import { jobIdSchema } from './job-id-schema';
import { MAX_RESUME_TEXT_CHARS } from './resume';

/** Version of the consent note shown on the apply page; stored with each application. */
export const CONSENT_VERSION = '2025-08-01';
/** Where an application came from when the form does not say. */
export const DEFAULT_APPLICATION_SOURCE = 'Website';
/** Interview tokens: 32 URL-safe characters (24 random bytes). */
export const INTERVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Longest first or last name (spec section 9). */
export const NAME_MAX = 50;

/** The application form of spec section 3, checked the same way in the dialog and by the API. */
export const applicationSchema = z.object({
  jobId: jobIdSchema,
  source: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(40))),
    z.transform((v) => v || DEFAULT_APPLICATION_SOURCE),
  ),
  resumeText: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Your resume text is missing.'),
      z.maxLength(MAX_RESUME_TEXT_CHARS, 'The resume text is too long (100,000 characters at most).'),
    ),
  contactFirstName: requiredText('First name', NAME_MAX),
  contactLastName: requiredText('Last name', NAME_MAX),
  contactEmail: emailField(),
  contactPhone: phoneField(),
  contactLinkedIn: optionalText(300, 'Enter a LinkedIn profile URL').check(
    z.refine(
      (v) => v === undefined || /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(v),
      'Enter a LinkedIn profile URL',
    ),
  ),
  consentVersion: optionalText(40, 'Unknown consent version'),
  /** The conference or career fair, for applications made through a booth link. */
  event: optionalText(100, 'Event must be at most 100 characters'),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

/** Answer of POST /api/applications: the interview link, or a duplicate with or without it. */
export interface ApplicationAnswer {
  duplicate: boolean;
  isaLink: string | null;
  detail?: string;
}

/** Pasted resume text as the preview and debug endpoints take it. */
export const resumeTextSchema = z.string().check(
  z.maxLength(MAX_RESUME_TEXT_CHARS, 'The resume text is too long (100,000 characters at most).'),
  z.refine((text) => text.trim().length > 0, 'Paste your resume text first.'),
);
