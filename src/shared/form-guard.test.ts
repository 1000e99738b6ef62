import { describe, expect, it } from 'vitest';
import { checkFormGuard, DEFAULT_MIN_FILL_MS } from './form-guard.ts';

describe('checkFormGuard', () => {
  it('passes a person: empty honeypot and a human fill time', () => {
    expect(checkFormGuard({ website: '', fillMs: 8_000 })).toBe('ok');
    expect(checkFormGuard({ website: '', fillMs: '8000' })).toBe('ok');
  });

  it('passes submissions without guard fields (API clients)', () => {
    expect(checkFormGuard({ email: 'a@example.com' })).toBe('ok');
    expect(checkFormGuard(undefined)).toBe('ok');
  });

  it('catches a filled honeypot whatever the timing', () => {
    expect(checkFormGuard({ website: 'http://spam.example', fillMs: 60_000 })).toBe('honeypot');
    expect(checkFormGuard({ website: { nested: true } })).toBe('honeypot');
  });

  it('catches a submission faster than the minimum fill time', () => {
    expect(checkFormGuard({ website: '', fillMs: 40 })).toBe('too_fast');
    expect(checkFormGuard({ fillMs: DEFAULT_MIN_FILL_MS - 1 })).toBe('too_fast');
    expect(checkFormGuard({ fillMs: DEFAULT_MIN_FILL_MS })).toBe('ok');
    expect(checkFormGuard({ fillMs: 900 }, 0)).toBe('ok');
  });
});
