import { describe, expect, it } from 'vitest';
import { applicationSchema } from './application';
import { fieldErrors, isPhoneNumber, schemaErrors } from './form-fields';
import { leadFormSchema } from './lead';

describe('the phone rule', () => {
  it.each(['+1 512 555 0147', '+1-555-0100', '(020) 7946 0018', '+44 20 7946 0018 ext. 12', '0612/345678'])(
    'takes %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['call me', '12345', '+1 (555)', 'phone: 5550100'])('refuses %s', (phone) =>
    expect(isPhoneNumber(phone)).toBe(false),
  );

  it('is the same on the lead form and the apply form', () => {
    const lead = { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' };
    const application = {
      jobId: 'ABCDEFGHIJKLMNOPQR',
      resumeText: 'Ada',
      contactFirstName: 'Ada',
      contactLastName: 'L',
      contactEmail: 'ada@example.com',
    };
    for (const phone of ['12345', '+1 555 0100', 'x'.repeat(41)]) {
      expect(schemaErrors(leadFormSchema, { ...lead, phone }).phone).toBe(
        schemaErrors(applicationSchema, { ...application, contactPhone: phone }).contactPhone,
      );
    }
    expect(schemaErrors(leadFormSchema, { ...lead, phone: '12345' }).phone).toBe('Enter a valid phone number');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field, keyed by its dotted path, and names a bare value', () => {
    expect(
      fieldErrors(
        [
          { path: ['email'], message: 'Enter a valid email' },
          { path: ['email'], message: 'second' },
          { path: ['items', 0, 'name'], message: 'Name is required' },
          { path: [], message: 'Too long' },
        ],
        'resumeText',
      ),
    ).toEqual({ email: 'Enter a valid email', 'items.0.name': 'Name is required', resumeText: 'Too long' });
  });
});
