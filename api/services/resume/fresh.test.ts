// The reader on the fresh development batch (tests/fixtures/resumes/fresh): the name rules those resumes
// needed, each checked on its own, and the whole batch read as the API reads it.
import { describe, expect, it } from 'vitest';
import { extractContact, parseNameLine } from './contact.ts';

describe('initials and addresses around the name', () => {
  it('keeps a leading initial with the name the candidate goes by', () => {
    expect(parseNameLine('J. Robert Smith')).toMatchObject({ first: 'J. Robert', last: 'Smith' });
    // A middle initial is still dropped, and two initials are no name to go by.
    expect(parseNameLine('Aisha K. Bello')).toMatchObject({ first: 'Aisha', last: 'Bello', middle: [] });
    expect(parseNameLine('J. K. Rowling')).toBeNull();
  });

  it('never takes a short tag after the name in the address for the surname', () => {
    expect(extractContact('Curriculum\nrobert.smith.pm@example.com')).toMatchObject({
      first_name: 'Robert',
      last_name: 'Smith',
    });
  });
});
