import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Checks staff PINs in the main process: constant-time comparison, and after `maxFailures` wrong PINs in a
 * row every attempt is refused for `lockoutMs`, so a visitor cannot try all 4-digit PINs at the booth.
 */
export function createPinGuard(
  pin: string | undefined,
  {
    maxFailures = 5,
    lockoutMs = 60_000,
    now = Date.now,
  }: { maxFailures?: number; lockoutMs?: number; now?: () => number } = {},
) {
  const expected = pin === undefined ? undefined : digest(pin);
  let failures = 0;
  let lockedUntil = 0;
  return (candidate: unknown): boolean => {
    if (!expected || typeof candidate !== 'string' || candidate.length > 64) return false;
    if (now() < lockedUntil) return false;
    if (timingSafeEqual(digest(candidate), expected)) {
      failures = 0;
      return true;
    }
    failures += 1;
    if (failures >= maxFailures) {
      failures = 0;
      lockedUntil = now() + lockoutMs;
    }
    return false;
  };
}
