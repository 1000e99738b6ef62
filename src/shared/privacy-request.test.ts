import { describe, expect, it } from 'vitest';
import { privacyRequestSchema } from './privacy-request.ts';

describe('privacyRequestSchema', () => {
  it('accepts a complete request and trims it', () => {
    expect(
      privacyRequestSchema.parse({ fullName: '  Ada Lovelace ', email: ' ada@example.com ', requestType: 'Deletion' }),
    ).toEqual({ fullName: 'Ada Lovelace', email: 'ada@example.com', requestType: 'Deletion', details: '' });
  });

  it('names each bad field', () => {
    const result = privacyRequestSchema.safeParse({ fullName: ' ', email: 'nope', requestType: 'Everything' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(fields).toEqual({
      fullName: 'Full name is required',
      email: 'Enter a valid email',
      requestType: 'Choose a request type',
    });
  });

  it('limits the size of every field', () => {
    expect(
      privacyRequestSchema.safeParse({
        fullName: 'A',
        email: 'a@example.com',
        requestType: 'Access',
        details: 'x'.repeat(5001),
      }).success,
    ).toBe(false);
  });
});
