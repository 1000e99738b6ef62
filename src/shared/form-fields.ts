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
