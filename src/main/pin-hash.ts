import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PIN_HASH_PATTERN } from '../shared/kiosk-config.ts';

/** Cost of new hashes: N = 2^15, r = 8, p = 1 (32 MB and about 100 ms per check: slow for guessing, fine for staff). */
const DEFAULT_COST = { log2N: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const HASH_BYTES = 32;

/** Staff PINs: 4 to 8 digits. */
export const PIN_PATTERN = /^\d{4,8}$/;

function derive(pin: string, salt: Buffer, log2N: number, r: number, p: number, length: number): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(pin.normalize('NFKC'), salt, length, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** A new salted scrypt hash of a PIN, in the form the kiosk config's `staffPinHash` takes. */
export async function hashPin(pin: string, cost = DEFAULT_COST): Promise<string> {
  if (!PIN_PATTERN.test(pin)) throw new Error('A staff PIN is 4 to 8 digits.');
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(pin, salt, cost.log2N, cost.r, cost.p, HASH_BYTES);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Whether `pin` matches a stored hash; the comparison takes the same time wherever the bytes differ. */
export async function verifyPinHash(pin: string, stored: string): Promise<boolean> {
  const parts = PIN_HASH_PATTERN.exec(stored);
  if (!parts) return false;
  const [, log2N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash!, 'base64url');
  const actual = await derive(
    pin,
    Buffer.from(salt!, 'base64url'),
    Number(log2N),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}
