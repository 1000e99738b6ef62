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

describe('fourth wild resume fixtures', () => {
  it('reads at least the share of fields reached in tuning', async () => {
    const { resumes, rate } = await batchAccuracy(WILD4);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(187 / 200);
  }, 60_000);
});
