import { verifyPinHash } from './pin-hash.ts';
import type { PinVerdict } from '../shared/kiosk-config.ts';

/** Wrong PINs accepted before the panel locks. */
export const FREE_ATTEMPTS = 5;
/** The first lock; each further wrong PIN doubles it, up to MAX_LOCK_MS. */
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 60 * 60_000;

/** What survives a relaunch: wrong PINs in a row and when the current lock ends (epoch ms). */
export interface LockoutState {
  failures: number;
  lockedUntil: number;
}

/** Where the lockout is kept (a file in userData); reading what is not there gives undefined. */
export interface LockoutStore {
  read(): Promise<string | undefined>;
  write(text: string): Promise<void>;
}

/** How long the panel locks after `failures` wrong PINs in a row: none for the first few, then doubling. */
export function lockDurationMs(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_ATTEMPTS));
}

/** The stored state, or a fresh one when the file is missing or damaged (never a way to skip a lock). */
export function parseLockoutState(text: string | undefined, now: number): LockoutState {
  try {
    const value = JSON.parse(text ?? '') as Partial<LockoutState>;
    const failures = Number.isSafeInteger(value.failures) && value.failures! >= 0 ? value.failures! : 0;
    let lockedUntil = Number.isFinite(value.lockedUntil) ? value.lockedUntil! : 0;
    // A clock set back must not stretch a lock beyond its longest length.
    lockedUntil = Math.min(lockedUntil, now + MAX_LOCK_MS);
    return { failures, lockedUntil };
  } catch {
    return { failures: 0, lockedUntil: 0 };
  }
}

/**
 * Checks staff PINs in the main process against the config's scrypt hash. Five wrong PINs in a row lock
 * the panel for a minute, and every further wrong one doubles the lock (up to an hour); the count and the
 * lock are written to `store` before the answer, so quitting the app does not reset them. Attempts are
 * taken one at a time, so parallel calls cannot slip past the count.
 */
export function createPinGuard(
  pinHash: string | undefined,
  store: LockoutStore,
  { now = Date.now }: { now?: () => number } = {},
) {
  let queue: Promise<unknown> = Promise.resolve();

  async function attempt(candidate: unknown): Promise<PinVerdict> {
    if (!pinHash || typeof candidate !== 'string' || candidate.length > 64) return { ok: false };
    const state = parseLockoutState(await store.read(), now());
    if (now() < state.lockedUntil) return { ok: false, retryAfterMs: state.lockedUntil - now() };
    if (await verifyPinHash(candidate, pinHash)) {
      if (state.failures > 0 || state.lockedUntil > 0)
        await store.write(JSON.stringify({ failures: 0, lockedUntil: 0 }));
      return { ok: true };
    }
    const failures = state.failures + 1;
    const lockMs = lockDurationMs(failures);
    const next: LockoutState = { failures, lockedUntil: lockMs > 0 ? now() + lockMs : 0 };
    await store.write(JSON.stringify(next));
    return lockMs > 0 ? { ok: false, retryAfterMs: lockMs } : { ok: false };
  }

  return (candidate: unknown): Promise<PinVerdict> => {
    const result = queue.then(() => attempt(candidate));
    queue = result.catch(() => undefined);
    return result;
  };
}
