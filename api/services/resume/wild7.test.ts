// The reader on the seventh wild development batch (tests/fixtures/resumes/wild7, other people's names and contacts
// in the same file): each rule those resumes needed, checked on small texts of its own, and the batch read as the
// API reads it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from './charset.ts';
import { extractContact } from './contact.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';

const WILD7 = path.resolve('tests/fixtures/resumes/wild7');

describe("a letter's addressee and a forwarding note", () => {
  it("skips the addressee's block above the salutation and reads the signer's contacts", () => {
    const contact = extractContact(
      [
        '14 Elm Row, Leeds LS1 4AB',
        '2 April 2025',
        'Mr. Gareth Pryce',
        'Head of Engineering',
        'Northwold Systems Ltd',
        '01632 960111 | gpryce@northwold.example.com',
        'Dear Mr. Pryce,',
        'I am writing to apply for the Test Engineer role.',
        'Yours sincerely,',
        'Imogen Walsh',
        '',
        'IMOGEN WALSH',
        'Leeds · 07700 900222 · imogen.walsh@example.com',
      ].join('\n'),
    );
    expect(contact).toMatchObject({
      first_name: 'Imogen',
      last_name: 'Walsh',
      email: 'imogen.walsh@example.com',
      phone: '07700 900222',
    });
  });

  it('drops a note forwarded above the CV with its mail headers and its sender’s signature', () => {
    const contact = extractContact(
      [
        'Hannah Ricci',
        'From: | Hannah Ricci <hannah.ricci@corvid.example.com>',
        'Sent: | Monday, 3 March 2025 10:02',
        'To: | Talent Team <talent@corvid.example.com>',
        'Subject: | FW: CV for the analyst role',
        'Please book a call with this one.',
        'Hannah Ricci | Head of Data',
        'M +44 7700 900555 | linkedin.com/in/hannahricci',
        'Pavel Dvořák',
        '+420 601 555 111 · pavel.dvorak@example.cz · linkedin.com/in/paveldvorak',
        'EXPERIENCE',
      ].join('\n'),
    );
    expect(contact).toEqual({
      first_name: 'Pavel',
      last_name: 'Dvořák',
      email: 'pavel.dvorak@example.cz',
      phone: '+420 601 555 111',
      linkedin_url: 'https://www.linkedin.com/in/paveldvorak',
    });
  });
});

describe("other people's blocks", () => {
  it("leaves out a parent's or guardian's block up to the candidate's own contact heading", () => {
    const contact = extractContact(
      [
        'Kofi Mensah',
        '',
        'Education',
        '',
        'Hollins College (2020 – 2025)',
        '',
        'Parent/Guardian',
        '',
        'Mrs Ama Mensah (mother)',
        '',
        '07700 900444',
        '',
        'ama.mensah@example.co.uk',
        '',
        'My contact details',
        '',
        '07700 900777',
        '',
        'k.mensah@example.co.uk',
      ].join('\n'),
    );
    expect(contact).toMatchObject({ email: 'k.mensah@example.co.uk', phone: '07700 900777' });
  });

  it("leaves out next of kin set as a form's row", () => {
    const contact = extractContact(
      [
        'Ramon Villar',
        'NEXT OF KIN | RELATIONSHIP | CONTACT NO.',
        'LIZA VILLAR | WIFE | +63 917 555 0999',
        'SEA SERVICE',
        'Mobile: +63 918 555 0123',
      ].join('\n'),
    );
    expect(contact.phone).toBe('+63 918 555 0123');
  });

  it("gives no contacts from an agency's profile that withholds the candidate's, only the consultant's", () => {
    const contact = extractContact(
      [
        'Candidate presented by',
        'Brightwater | Sean Hale, Senior Consultant',
        'D +44 20 7946 0999 | M 07700 900888',
        'sean.hale@brightwater.example.co.uk',
        'linkedin.com/in/seanhale',
        '',
        'CANDIDATE PROFILE',
        'Lucia Ferri',
        'Contact details | Withheld',
        'CAREER HISTORY',
        'Brightwater Ltd · +44 20 7946 0000 · info@brightwater.example.co.uk',
      ].join('\n'),
    );
    expect(contact).toEqual({
      first_name: 'Lucia',
      last_name: 'Ferri',
      email: null,
      phone: null,
      linkedin_url: null,
    });
  });

  it("leaves out an agent's contacts named in a cell, keeping the e-mail for direct enquiries", () => {
    const contact = extractContact(
      [
        'JONAH | Agent: Rita Blake',
        'BELL | Blake Artists',
        '+44 20 7946 0555',
        'rita@blakeartists.example.co.uk',
        'Playing age 25–35',
        'Accents: RP, Scottish',
        'Spotlight member',
        '',
        'THEATRE',
        '2024 | Macbeth | Globe Theatre',
        'Direct enquiries: jonah.bell@example.co.uk',
      ].join('\n'),
    );
    expect(contact).toMatchObject({ email: 'jonah.bell@example.co.uk', phone: null });
  });

  it("keeps a consultant's line to itself when the consultant's contacts stand on it", () => {
    const contact = extractContact(
      [
        'Consultant: Dan Frost · +44 20 7946 0333 · dan.frost@halden.example.com',
        'Ruth Okoye',
        'Finance Manager',
        '07700 900666 · ruth.okoye@example.com · linkedin.com/in/ruthokoye',
      ].join('\n'),
    );
    expect(contact).toMatchObject({
      email: 'ruth.okoye@example.com',
      phone: '07700 900666',
      linkedin_url: 'https://www.linkedin.com/in/ruthokoye',
    });
  });

  it("takes no organisation's mailbox or the switchboard on its line", () => {
    const contact = extractContact(
      ['ACME ENGINEERING', 'Tel: +1 514 555 0100 · info@acme.example.ca', 'Noor Haddad', 'Structural engineer'].join(
        '\n',
      ),
    );
    expect(contact).toMatchObject({ email: null, phone: null });
  });
});

describe('the candidate among several', () => {
  it('reads a references heading with a remark as the references', () => {
    const contact = extractContact(
      [
        'Chloé Martin',
        '',
        'REFERENCES (as requested)',
        'Luc Girard, Director, Maple Media',
        '613-555-0111 · lgirard@maple.example.ca',
        '',
        'PROFILE',
        'Writer and editor.',
        '',
        'CONTACT',
        'Chloé Martin · 613-555-0122 · chloe.martin@example.ca',
      ].join('\n'),
    );
    expect(contact).toMatchObject({
      first_name: 'Chloé',
      last_name: 'Martin',
      email: 'chloe.martin@example.ca',
      phone: '613-555-0122',
    });
  });

  it("takes the footer line that spells the candidate's name after the referees, and the profile that does", () => {
    const contact = extractContact(
      [
        'Esi Owusu',
        'Auditor',
        'REFEREES',
        'Mr Kojo Addo | Finance Director',
        '+233 24 555 0111 | linkedin.com/in/kojo-addo',
        '+233 54 555 0222 | esi.owusu@example.com | linkedin.com/in/esi-owusu-aca',
      ].join('\n'),
    );
    expect(contact).toMatchObject({
      email: 'esi.owusu@example.com',
      phone: '+233 54 555 0222',
      linkedin_url: 'https://www.linkedin.com/in/esi-owusu-aca',
    });
  });

  it('prefers the labelled personal address and the labelled mobile, labels on the line above', () => {
    const contact = extractContact(
      [
        'Sanne Bos',
        '',
        'E-mail (werk)',
        '',
        'sanne.bos@vechtbank.example.nl',
        '',
        'E-mail (privé)',
        '',
        'sannebos@example.nl',
        '',
        'Werk',
        '',
        '030 555 0199',
        '',
        'Mobiel',
        '',
        '06-12 55 50 77',
      ].join('\n'),
    );
    expect(contact).toMatchObject({ email: 'sannebos@example.nl', phone: '06-12 55 50 77' });
    const quebec = extractContact(
      ['Luc Tremblay', 'Ligne directe | +1 514 555 0188', 'Cellulaire | +1 438 555 0199', 'luc@example.ca'].join('\n'),
    );
    expect(quebec.phone).toBe('+1 438 555 0199');
  });
});

describe('names and code pages', () => {
  it('reads a Polish CV title and the degrees before a name', () => {
    const contact = extractContact(
      ['ŻYCIORYS NAUKOWY', '', 'mgr inż. Zofia Wrona', 'e-mail: zofia.wrona@example.pl'].join('\n'),
    );
    expect(contact).toMatchObject({ first_name: 'Zofia', last_name: 'Wrona' });
  });

  it("reads a rirekisho's spaced 氏 名 label, not a later word in kanji", () => {
    const contact = extractContact(
      ['履 歴 書', 'ふりがな やまもと ゆい', '氏 名 山本 結衣', 'メール yui@example.jp', '以上'].join('\n'),
    );
    expect(contact).toMatchObject({ first_name: '結衣', last_name: '山本' });
  });

  it('reads Mac OS Roman and ISO-8859-2, and keeps Windows-1252 with a curly apostrophe', () => {
    const mac = Buffer.from([
      ...Buffer.from('G'),
      0x9a,
      ...Buffer.from('ran V'),
      0x8a,
      ...Buffer.from('ster'),
      0x8c,
      ...Buffer.from('s\rV'),
      0x8a,
      ...Buffer.from('ster'),
      0x8c,
      ...Buffer.from('s, M'),
      0x8a,
      ...Buffer.from('larbyn, Sk'),
      0x9a,
      ...Buffer.from('vde'),
    ]);
    expect(decodeText(mac)).toEqual({ text: 'Göran Västerås\rVästerås, Mälarbyn, Skövde', encoding: 'macintosh' });
    const polish = Buffer.from([
      ...Buffer.from('Zaj'),
      0xb1,
      ...Buffer.from('c, Wi'),
      0xb6,
      ...Buffer.from('niewska, '),
      0xa6,
      ...Buffer.from('wi'),
      0xea,
      ...Buffer.from('to, B'),
      0xb1,
      ...Buffer.from('k'),
    ]);
    expect(decodeText(polish)).toEqual({ text: 'Zając, Wiśniewska, Święto, Bąk', encoding: 'iso-8859-2' });
    const western = Buffer.from([...Buffer.from('Ren'), 0xe9, ...Buffer.from('e O'), 0x92, ...Buffer.from('Hara')]);
    expect(decodeText(western)).toEqual({ text: 'Renée O’Hara', encoding: 'windows-1252' });
  });
});

describe('seventh wild resume fixtures', () => {
  it('reads at least the share of fields reached in tuning', async () => {
    const { resumes, rate } = await batchAccuracy(WILD7);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(196 / 200);
  }, 60_000);
});
