// Without zod: the lead form renders its limits before its rules load.

/** Names are at most 50 characters (spec section 9). */
export const LEAD_NAME_MAX = 50;
