// Without zod, so that a form shows its limits before its rules (./lead.ts) have loaded.

/** Names are at most 50 characters (spec section 9). */
export const LEAD_NAME_MAX = 50;
/** Staff notes on a lead are at most this long. */
export const LEAD_NOTES_MAX = 2_000;
/** At most this many interests per lead, each at most LEAD_INTEREST_MAX characters. */
export const LEAD_INTERESTS_MAX = 20;
export const LEAD_INTEREST_MAX = 60;
