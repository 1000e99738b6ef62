// zod/mini: these fields are checked in the browser too, where the full builder API costs ~24 kB gzip.
import { z } from 'zod/mini';

/** A required text: trimmed, not blank, at most `max` characters; messages name the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** A trimmed optional text: blank becomes undefined, so empty optionals are omitted from the payload. */
export const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((value) => (value ? value : undefined)),
  );

/** An e-mail address: trimmed, at most 254 characters. */
export const emailField = () =>
  z.pipe(
    z.string({ error: 'Enter a valid email' }).check(z.trim(), z.maxLength(254, 'Enter a valid email')),
    z.email('Enter a valid email'),
  );

const PHONE_MESSAGE = 'Enter a valid phone number';
const PHONE_PATTERN = /^[+()\d\s.\-/]+(\s*(x|ext\.?)\s*\d{1,6})?$/i;

/** Whether `text` reads as a phone number: digits and + ( ) . - / spaces, six digits or more, maybe an extension. */
export function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(text) && /\d{6}/.test(text.replace(/\D/g, ''));
}

/** The one phone rule of every form (lead and apply): optional, at most 40 characters, a phone number. */
export const phoneField = () =>
  optionalText(40, PHONE_MESSAGE).check(
    z.refine((value) => value === undefined || isPhoneNumber(value), PHONE_MESSAGE),
  );

// The zod-free helpers live apart (./field-errors.ts), so a form's code need not load zod with them.
export { fieldErrors, schemaErrors, type FieldIssue, type SafeParser } from './field-errors';
