/** Toast durations of spec section 9. */
export const TOAST_MS = { default: 6500, lead: 7000, promoCopied: 5000 } as const;
/** At most three toasts are visible at once. */
export const TOAST_LIMIT = 3;
