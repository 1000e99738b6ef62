/**
 * A random id (e.g. an Idempotency-Key): crypto.randomUUID where the context allows it; it exists only in
 * secure contexts, and the kiosk may be served over plain http on a LAN, so getRandomValues otherwise.
 */
function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The client's one way to make an Idempotency-Key: what it is for, then a random id ('lead-…'). */
export function newIdempotencyKey(purpose: 'lead' | 'lead-update' | 'application' | 'privacy'): string {
  return `${purpose}-${randomId()}`;
}
