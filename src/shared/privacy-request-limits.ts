// Without zod, so that the form shows its choices and limits before its rules (./privacy-request.ts) have loaded.

/** The request types of the privacy request form (spec section 2). */
export const PRIVACY_REQUEST_TYPES = [
  'Access',
  'Correction',
  'Deletion',
  'Portability',
  'Limit Sensitive Processing',
  'Appeal',
] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

export const PRIVACY_DETAILS_MAX = 5000;
