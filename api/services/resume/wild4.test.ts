// The reader on the fourth wild development batch (tests/fixtures/resumes/wild4, the details of real documents):
// each rule those resumes needed, checked on small texts of its own, and the batch read as the API reads it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from './charset.ts';
import { extractContact, normalizeLinkedIn } from './contact.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';

const WILD4 = path.resolve('tests/fixtures/resumes/wild4');

describe('a LinkedIn address as printed', () => {
  it('keeps a percent-encoded name encoded', () => {
    const text = ['Renée Faure', 'renee.faure@example.fr', 'linkedin.com/in/ren%C3%A9e-faure'].join('\n');
    expect(extractContact(text).linkedin_url).toBe('https://www.linkedin.com/in/ren%C3%A9e-faure');
  });

  it('keeps the whole path of a legacy public profile', () => {
    const text = ['Tomasz Zieliński', 'tomasz.z@example.pl', 'http://pl.linkedin.com/pub/tomasz-zielinski/1a/2b3/c45'];
    expect(extractContact(text.join('\n')).linkedin_url).toBe(
      'https://www.linkedin.com/pub/tomasz-zielinski/1a/2b3/c45',
    );
    expect(extractContact(text.join('\n')).phone).toBeNull();
  });

  it('spells out the name of a link target nobody reads', () => {
    expect(normalizeLinkedIn('https://www.linkedin.com/in/ren%C3%A9e-faure', true)).toBe(
      'https://www.linkedin.com/in/renée-faure',
    );
  });
});

describe('names in capitals', () => {
  it('reads a Mc name set in capitals after its prefix as a surname, in ordinary case', () => {
    const text = ['SEAN McDERMOTT', 'Site Manager', 'sean.mcdermott@example.ie'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Sean', last_name: 'McDermott' });
  });

  it('keeps the apostrophe of a letter-spaced name', () => {
    const text = ['N I A M H O ’ D O N N E L L', 'niamh.odonnell@example.ie'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Niamh', last_name: "O'Donnell" });
  });

  it('lower-cases a Turkish surname in capitals by Turkish rules after a surname-first label', () => {
    const text = ['Soyadı, Adı : KILIÇ, Ayşe', 'E-posta: ayse.kilic@example.com.tr'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Ayşe', last_name: 'Kılıç' });
  });

  it('reads a surname-first label in English', () => {
    const text = ['Surname, first name: NOWAK, Ewa', 'ewa.nowak@example.com'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Ewa', last_name: 'Nowak' });
  });
});

describe('initials and the order of a name', () => {
  it('keeps given names written as initials, as written', () => {
    expect(extractContact(['M. T. Adeyemi', 'mt.adeyemi@example.com'].join('\n'))).toMatchObject({
      first_name: 'M. T.',
      last_name: 'Adeyemi',
    });
    expect(extractContact(['P.S. Iyer', 'ps.iyer@example.in'].join('\n'))).toMatchObject({
      first_name: 'P.S.',
      last_name: 'Iyer',
    });
  });

  it('reads a compound given name in capitals in order when the address spells its initials before the surname', () => {
    const text = ['MARIE-CLAIRE Dubois', 'mc.dubois@example.fr'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Marie-Claire', last_name: 'Dubois' });
  });

  it('still reads a surname in capitals first when the address opens with it', () => {
    const text = ['LAURENT Sophie', 'laurentsophie@example.fr'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Sophie', last_name: 'Laurent' });
  });
});

describe('two labelled addresses', () => {
  it('takes the personal address over the university one listed first', () => {
    const text = [
      'Tomás Reilly',
      'University email: t.reilly@tcd.example.ie',
      'Personal email: tomas.reilly@example.com',
    ].join('\n');
    expect(extractContact(text).email).toBe('tomas.reilly@example.com');
  });

  it('takes the private address over the work one', () => {
    const text = ['Lena Vogt', 'Work: lena.vogt@firma.example.de · Private: lena.vogt@example.de'].join('\n');
    expect(extractContact(text).email).toBe('lena.vogt@example.de');
  });
});

describe('text saved on Windows in Turkish', () => {
  it('reads Turkish saved as Windows-1254, whose 1252 reading shows ı, ş and ğ as Icelandic letters', () => {
    // 'Kılıç Ayşe, Öğretmen, İstanbul Üniversitesi, çalıştı' in Windows-1254.
    const bytes = Buffer.from([
      ...Buffer.from('K'),
      0xfd,
      ...Buffer.from('l'),
      0xfd,
      0xe7,
      ...Buffer.from(' Ay'),
      0xfe,
      ...Buffer.from('e, '),
      0xd6,
      0xf0,
      ...Buffer.from('retmen, '),
      0xdd,
      ...Buffer.from('stanbul '),
      0xdc,
      ...Buffer.from('niversitesi, '),
      0xe7,
      ...Buffer.from('al'),
      0xfd,
      0xfe,
      ...Buffer.from('t'),
      0xfd,
    ]);
    expect(decodeText(bytes)).toEqual({
      text: 'Kılıç Ayşe, Öğretmen, İstanbul Üniversitesi, çalıştı',
      encoding: 'windows-1254',
    });
  });

  it('keeps Icelandic saved as Windows-1252 in 1252', () => {
    const sample = 'Þórður Guðmundsson, Reykjavík, sími, ýmislegt, þjónusta';
    expect(decodeText(Buffer.from(sample, 'latin1'))).toEqual({ text: sample, encoding: 'windows-1252' });
  });
});

describe('a name given alone or after initials', () => {
  it('reads one name after a name label as the first name, with no surname', () => {
    const text = ['BIODATA', 'Nama | : Wulandari', 'Nama panggilan | : Wulan', 'Email | : wulan.dari@example.id'];
    expect(extractContact(text.join('\n'))).toMatchObject({ first_name: 'Wulandari', last_name: null });
    expect(extractContact(['Name: Teodora', 'teodora@example.com'].join('\n'))).toMatchObject({
      first_name: 'Teodora',
      last_name: null,
    });
  });

  it('takes no heading or job title after the label for a name', () => {
    const text = ['Name: Engineer', 'CURRICULUM VITAE', 'Ravi Menon', 'ravi.menon@example.in'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Ravi', last_name: 'Menon' });
  });

  it('reads a full name after a cell and a colon', () => {
    const text = ['R. PRAKASH', 'Full Name | : Prakash Raghunathan', 'prakash.r@example.in'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Prakash', last_name: 'Raghunathan' });
  });

  it('takes the surname of an initial-first name from the LinkedIn handle or the address', () => {
    const linked = ['M. VIGNESHWARAN', '+91 94440 12345 | vignesh@example.in | linkedin.com/in/vigneshwaran-krishnan'];
    expect(extractContact(linked.join('\n'))).toMatchObject({ first_name: 'Vigneshwaran', last_name: 'Krishnan' });
    const mailed = ['P. LAKSHMI', 'lakshmi.narayanan@example.in', 'Coimbatore'];
    expect(extractContact(mailed.join('\n'))).toMatchObject({ first_name: 'Lakshmi', last_name: 'Narayanan' });
  });
});

describe('contacts broken over two lines', () => {
  it('joins a number broken after its hyphen, its area code or its country code', () => {
    expect(extractContact(['Tomas Ruiz', 'Call (212) 555-', '0148', 'tomas.ruiz@example.com'].join('\n')).phone).toBe(
      '(212) 555-0148',
    );
    expect(extractContact(['Lea Roy', 'lea.roy@example.ca · +1 514 555', '0199 · Montréal'].join('\n')).phone).toBe(
      '+1 514 555 0199',
    );
    expect(extractContact(['Ed Vance', 'Boise, ID - ed@example.com - +1', '(208) 555-0110'].join('\n')).phone).toBe(
      '+1 (208) 555-0110',
    );
  });

  it('leaves a postcode over a number or years over years apart', () => {
    const text = ['Ines Barros', 'Lisboa 1100', '2019 - 2021', 'ines.barros@example.pt', '+351 912 345 678'];
    expect(extractContact(text.join('\n')).phone).toBe('+351 912 345 678');
  });

  it('joins an address and a LinkedIn address broken in a column of a two-column paste', () => {
    const text = [
      'Oskar Lindqvist',
      'CONTACT PROFILE',
      'oskar.lindqvist@nor Structural engineer with twelve',
      'dmail.se years of bridge design.',
      'linkedin.com/in/ EXPERIENCE',
      'oskarlindqvist Bridge Engineer, Sweco',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({
      email: 'oskar.lindqvist@nordmail.se',
      linkedin_url: 'https://www.linkedin.com/in/oskarlindqvist',
    });
  });
});

describe('fourth wild resume fixtures', () => {
  it('reads at least the share of fields reached in tuning', async () => {
    const { resumes, rate } = await batchAccuracy(WILD4);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(196 / 200);
  }, 60_000);
});
