// zod/mini keeps the form's bundle small (the full builder API costs ~24 KB gzip in the browser).
import { z } from 'zod/mini';
import { PRIVACY_DETAILS_MAX, PRIVACY_REQUEST_TYPES, type PrivacyRequestType } from './privacy-request-limits';

/** The privacy request payload, shared by the form and POST /api/privacy-requests. */
export const privacyRequestSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Full name is required'),
      z.maxLength(100, 'Full name must be at most 100 characters'),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'Email must be at most 254 characters')),
    z.email('Enter a valid email'),
  ),
  requestType: z.enum(PRIVACY_REQUEST_TYPES, 'Choose a request type'),
  details: z._default(
    z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(PRIVACY_DETAILS_MAX, `Details must be at most ${PRIVACY_DETAILS_MAX} characters`)),
    ),
    '',
  ),
});

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;

/** The answer to a stored privacy request. */
export interface PrivacyRequestReceipt {
  reference: string;
  requestType: PrivacyRequestType;
  createdAt: string;
}

/** A stored privacy request as operators read it (GET /api/admin/privacy-requests). */
export interface PrivacyRequestDto {
  reference: string;
  fullName: string;
  email: string;
  requestType: PrivacyRequestType;
  details: string;
  /** 'received' until an operator has handled it. */
  status: string;
  createdAt: string;
}

/** Reference numbers look like PR-7K4M9Q2X: an unambiguous alphabet, easy to read out on the phone. */
export const PRIVACY_REFERENCE_PATTERN = /^PR-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;
