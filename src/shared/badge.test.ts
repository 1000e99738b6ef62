import { describe, expect, it } from 'vitest';
import { parseBadge } from './badge';

describe('parseBadge', () => {
  it('reads a vCard 3.0 with parameters, folded lines and escapes', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace',
      'ORG:Analytical Engines\\, Ltd;Research',
      'TEL;TYPE=WORK,VOICE:+44 20 7946 0018',
      'EMAIL;TYPE=INTERNET,WORK:ada@engines.exa',
      ' mple.com',
      'END:VCARD',
    ].join('\r\n');
    expect(parseBadge(card)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@engines.example.com',
      phone: '+44 20 7946 0018',
      company: 'Analytical Engines, Ltd',
    });
  });

  it('reads a vCard 4.0 with tel: URIs, grouped properties and only FN for the name', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Grace Brewster Hopper',
      'item1.EMAIL;TYPE=work:grace@navy.example',
      'TEL;VALUE=uri;TYPE="voice,cell":tel:+1-555-0100',
      'ORG:US Navy',
      'END:VCARD',
    ].join('\n');
    expect(parseBadge(card)).toEqual({
      firstName: 'Grace Brewster',
      lastName: 'Hopper',
      email: 'grace@navy.example',
      phone: '+1-555-0100',
      company: 'US Navy',
    });
  });

  it('reads a MeCard with escaped separators', () => {
    expect(
      parseBadge('MECARD:N:Vaughan,Dorothy;TEL:+15550101;EMAIL:dorothy@nasa.example;ORG:NACA\\; Langley;;'),
    ).toEqual({
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      email: 'dorothy@nasa.example',
      phone: '+15550101',
      company: 'NACA; Langley',
    });
  });

  it('reads mailto: links and bare addresses', () => {
    expect(parseBadge('mailto:kat%2Bbooth@nasa.example?subject=Hello')).toEqual({ email: 'kat+booth@nasa.example' });
    expect(parseBadge('  mary@nasa.example \n')).toEqual({ email: 'mary@nasa.example' });
  });

  it('returns null for codes without contact details and drops invalid or oversized values', () => {
    expect(parseBadge('https://example.com/badge/123')).toBeNull();
    expect(parseBadge('BEGIN:VCARD\nVERSION:3.0\nEND:VCARD')).toBeNull();
    expect(parseBadge('mailto:%E0%A4%A')).toBeNull();
    expect(parseBadge('')).toBeNull();
    expect(parseBadge(`BEGIN:VCARD\nN:${'x'.repeat(80)};Y\nEMAIL:not-an-address\nEND:VCARD`)).toEqual({
      firstName: 'Y',
      lastName: 'x'.repeat(50),
    });
    // A hostile, very long code is read only up to its first 4,000 characters, in linear time.
    const started = performance.now();
    expect(parseBadge(`MECARD:${'N:a\\;'.repeat(100_000)}`)).not.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
  });
});
