import { describe, expect, it } from 'vitest';
import { createPinGuard } from './pin-guard.ts';

describe('createPinGuard', () => {
  it('accepts only the configured PIN, and nothing when none is set', () => {
    const check = createPinGuard('2468');
    expect(check('2468')).toBe(true);
    expect(check('1357')).toBe(false);
    expect(check(2468)).toBe(false);
    expect(createPinGuard(undefined)('2468')).toBe(false);
  });

  it('locks for a minute after five wrong PINs, even against the right one', () => {
    let time = 0;
    const check = createPinGuard('2468', { now: () => time });
    for (let i = 0; i < 5; i++) expect(check('0000')).toBe(false);
    expect(check('2468')).toBe(false);
    time += 59_999;
    expect(check('2468')).toBe(false);
    time += 1;
    expect(check('2468')).toBe(true);
  });
});
