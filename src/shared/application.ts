import { z } from 'zod';
import { jobIdSchema } from './job-schema';
import { MAX_RESUME_TEXT_CHARS } from './resume';

/** Version of the consent note shown on the apply page; stored with each application. */
export const CONSENT_VERSION = '2025-08-01';
/** Where an application came from when the form does not say. */
export const DEFAULT_APPLICATION_SOURCE = 'Website';
/** Interview tokens: 32 URL-safe characters (24 random bytes). */
export const INTERVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Longest first or last name (spec section 9). */
export const NAME_MAX = 50;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The application form of spec section 3, checked the same way in the dialog and by the API. */
export const applicationSchema = z.object({
  jobId: jobIdSchema,
  source: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || DEFAULT_APPLICATION_SOURCE),
  resumeText: z
    .string()
    .trim()
    .min(1, 'Your resume text is missing.')
    .max(MAX_RESUME_TEXT_CHARS, 'The resume text is too long (100,000 characters at most).'),
  contactFirstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
  contactLastName: z
    .string()
    .trim()
    .min(1, 'Last name is required')
    .max(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
  contactEmail: z.string().trim().max(254, 'Enter a valid email').pipe(z.email('Enter a valid email')),
  contactPhone: optionalText(40, 'Enter a valid phone number').refine(
    (v) =>
      v === undefined || (/^[+()\d\s.\-/]+(\s*(x|ext\.?)\s*\d{1,6})?$/i.test(v) && /\d{6}/.test(v.replace(/\D/g, ''))),
    'Enter a valid phone number',
  ),
  contactLinkedIn: optionalText(300, 'Enter a LinkedIn profile URL').refine(
    (v) => v === undefined || /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(v),
    'Enter a LinkedIn profile URL',
  ),
  consentVersion: optionalText(40, 'Unknown consent version'),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

/** Answer of POST /api/applications: the interview link, or a duplicate with or without it. */
export interface ApplicationAnswer {
  duplicate: boolean;
  isaLink: string | null;
  detail?: string;
}

/** What the interview invitation page shows: the job and the candidate's first name, nothing more. */
export interface InterviewInvitation {
  jobTitle: string;
  firstName: string;
}
