import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileIfExists, writeFileAtomic } from './files.ts';
import { createPinGuard, FIRST_LOCK_MS, lockDurationMs, MAX_LOCK_MS, parseLockoutState } from './pin-guard.ts';
import { hashPin, verifyPinHash } from './pin-hash.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-pin-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The lockout kept in a real file, as the app keeps it in userData. */
function fileStore(name: string) {
  const file = path.join(dir, name);
  return { file, read: () => readFileIfExists(file), write: (text: string) => writeFileAtomic(file, text) };
}

const cheap = { log2N: 14, r: 8, p: 1 };

describe('hashPin and verifyPinHash', () => {
  it('stores a salted scrypt hash, never the PIN, and verifies only the right PIN', async () => {
    const [a, b] = [await hashPin('2468', cheap), await hashPin('2468', cheap)];
    expect(a).toMatch(/^scrypt\$14\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toContain('2468');
    expect(a).not.toBe(b);
    expect(await verifyPinHash('2468', a)).toBe(true);
    expect(await verifyPinHash('2468', b)).toBe(true);
    expect(await verifyPinHash('2469', a)).toBe(false);
    expect(await verifyPinHash('2468', 'scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + 'A'.repeat(43))).toBe(false);
    expect(await verifyPinHash('2468', '2468')).toBe(false);
  });

  it('refuses to hash anything but 4 to 8 digits', async () => {
    await expect(hashPin('12')).rejects.toThrow(/4 to 8 digits/);
    await expect(hashPin('12345678a')).rejects.toThrow(/4 to 8 digits/);
  });
});

describe('lockDurationMs', () => {
  it('allows five wrong PINs, then locks for a minute, doubling with each further one up to an hour', () => {
    expect([0, 1, 4].map(lockDurationMs)).toEqual([0, 0, 0]);
    expect(lockDurationMs(5)).toBe(FIRST_LOCK_MS);
    expect(lockDurationMs(6)).toBe(2 * FIRST_LOCK_MS);
    expect(lockDurationMs(8)).toBe(8 * FIRST_LOCK_MS);
    expect(lockDurationMs(40)).toBe(MAX_LOCK_MS);
  });

  it('reads a damaged or tampered state as no failures, never as a longer lock than the longest', () => {
    expect(parseLockoutState('{', 0)).toEqual({ failures: 0, lockedUntil: 0 });
    expect(parseLockoutState(undefined, 0)).toEqual({ failures: 0, lockedUntil: 0 });
    expect(parseLockoutState('{"failures":-3,"lockedUntil":"x"}', 0)).toEqual({ failures: 0, lockedUntil: 0 });
    expect(parseLockoutState('{"failures":7,"lockedUntil":1e15}', 1000)).toEqual({
      failures: 7,
      lockedUntil: 1000 + MAX_LOCK_MS,
    });
  });
});

describe('createPinGuard', () => {
  it('accepts only the configured PIN, and nothing when none is set', async () => {
    const hash = await hashPin('2468', cheap);
    const check = createPinGuard(hash, fileStore('plain.json'));
    expect(await check('2468')).toEqual({ ok: true });
    expect(await check('1357')).toEqual({ ok: false });
    expect(await check(2468)).toEqual({ ok: false });
    expect(await createPinGuard(undefined, fileStore('none.json'))('2468')).toEqual({ ok: false });
  });

  it('keeps the lock across a relaunch and makes it longer with each further wrong PIN', async () => {
    const hash = await hashPin('2468', cheap);
    const store = fileStore('lockout.json');
    let time = 1_000_000;
    const now = () => time;
    const first = createPinGuard(hash, store, { now });
    for (let i = 0; i < 4; i++) expect(await first('0000')).toEqual({ ok: false });
    expect(await first('0000')).toEqual({ ok: false, retryAfterMs: FIRST_LOCK_MS });

    // The app is quit and started again: a new guard reads the same file and is still locked.
    const second = createPinGuard(hash, store, { now });
    time += 30_000;
    expect(await second('2468')).toEqual({ ok: false, retryAfterMs: FIRST_LOCK_MS - 30_000 });
    time += 30_000;
    expect(await second('1111')).toEqual({ ok: false, retryAfterMs: 2 * FIRST_LOCK_MS });
    time += 2 * FIRST_LOCK_MS;
    expect(await second('1111')).toEqual({ ok: false, retryAfterMs: 4 * FIRST_LOCK_MS });
    expect(JSON.parse(fs.readFileSync(store.file, 'utf8'))).toEqual({
      failures: 7,
      lockedUntil: time + 4 * FIRST_LOCK_MS,
    });

    time += 4 * FIRST_LOCK_MS;
    expect(await second('2468')).toEqual({ ok: true });
    expect(JSON.parse(fs.readFileSync(store.file, 'utf8'))).toEqual({ failures: 0, lockedUntil: 0 });
  });

  it('counts parallel attempts one by one', async () => {
    const hash = await hashPin('2468', cheap);
    const check = createPinGuard(hash, fileStore('parallel.json'), { now: () => 5_000 });
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => check('9999')));
    expect(verdicts.filter((v) => v.retryAfterMs !== undefined)).toHaveLength(4);
    expect(await check('2468')).toMatchObject({ ok: false });
  });

  it('fails closed when the lockout cannot be written', async () => {
    const hash = await hashPin('2468', cheap);
    const broken = { read: async () => undefined, write: () => Promise.reject(new Error('disk full')) };
    await expect(createPinGuard(hash, broken)('0000')).rejects.toThrow('disk full');
  });
});
