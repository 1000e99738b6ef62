// The reader on the wild development batch (tests/fixtures/resumes/wild): the rules those resumes needed, each
// checked on real text and on the file itself, read as the API reads it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractContact, parseNameLine } from './contact.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';
import { previewResumeFile } from './index.ts';

const WILD = path.resolve('tests/fixtures/resumes/wild');
const wild = async (name: string) => (await previewResumeFile(fs.readFileSync(path.join(WILD, name)))).preview;

describe('a resume signed at the bottom', () => {
  it('types the apostrophes of a name straight, as a recruiter searches for it', () => {
    expect(extractContact('Siobhán O’Neill\nsiobhan@example.ie')).toMatchObject({
      first_name: 'Siobhán',
      last_name: "O'Neill",
    });
    expect(extractContact('D‘Angelo O’Brien-Smith\ndangelo@example.com')).toMatchObject({
      first_name: "D'Angelo",
      last_name: "O'Brien-Smith",
    });
    // The ʻokina of a Hawaiian name is a letter, not an apostrophe.
    expect(extractContact('Keala Kaʻiulani\nkeala@example.com').last_name).toBe('Kaʻiulani');
  });

  it('reads the contacts signed under "References: available on request" as the candidate’s own', () => {
    const text = [
      'PROFILE',
      'HR business partner with ten years in technology companies.',
      '',
      'REFERENCES',
      'Available on request.',
      'Siobhán O’Neill',
      'Apt 4, 21 Thomas Street, Dublin 8, D08 XY12 · +353 87 555 0134 · siobhan.oneill@example.ie',
    ].join('\n');
    expect(extractContact(text).phone).toBe('+353 87 555 0134');
    // A referee listed under the heading is still no one's number to take.
    const referee = ['Ann Lee', 'ann@example.com', '', 'REFERENCES', 'Tom Hale, manager', '+44 20 7946 0000'];
    expect(extractContact(referee.join('\n')).phone).toBeNull();
    expect(extractContact([...referee, 'Further references available on request'].join('\n')).phone).toBeNull();
  });

  it('finds the phone of a signature at the bottom, and no date, ID, postcode or pay figure for one', () => {
    const body = [
      'PROFILE',
      'Consultant since 2014, GMC No. 7123456, employee ID 004512339.',
      'EXPERIENCE',
      '06/2014 – 12/2018 Manager, Dublin D08 XY12, salary €55,000 – €65,000',
      '2019 – 2023 · 2023 – present',
    ];
    expect(extractContact([...body, 'Siobhán O’Neill', 'siobhan.oneill@example.ie'].join('\n')).phone).toBeNull();
    expect(extractContact([...body, 'Siobhán O’Neill · 087 555 0134'].join('\n')).phone).toBe('087 555 0134');
  });

  it('takes a bare run of digits for the phone on a line with the address, however far down', () => {
    const body = ['PROFILE', 'HR business partner.', '', 'EXPERIENCE'];
    for (let i = 1; i <= 45; i++) body.push(`Delivered project ${i} for the site leadership team.`);
    expect(extractContact([...body, 'Siobhán O’Neill', '0871234567 · siobhan@example.ie'].join('\n')).phone).toBe(
      '0871234567',
    );
    // Not one after an identifier's label, nor one on a line without an address that far down.
    expect(extractContact([...body, 'Order 202300451 · shop@example.ie'].join('\n')).phone).toBeNull();
    expect(extractContact([...body, 'Project 2023 · 0871234567'].join('\n')).phone).toBeNull();
  });

  it('takes no identifier after its label and no amount of money or things for the phone', () => {
    const notPhones = [
      'NHS number 943 476 5919',
      'Student ID: 2019 4455 12',
      'Passport No. X 1234 5678',
      'ISBN 978-3-16-148410-0',
      'Reg. no. 0123 456 789',
      'Salary expectation: 45 000 - 55 000 EUR',
      'Gehalt: 45.000 - 55.000 € brutto',
      'Budget of 1 200 000 USD',
      'Managed 12 500 000 units',
    ];
    for (const line of notPhones) {
      expect(extractContact(`Jane Doe\njane@example.com\n\nEXPERIENCE\n${line}`).phone, line).toBeNull();
    }
    // A labelled number is a phone whatever word follows the label.
    for (const line of ['Phone no.: 087 555 0134', 'Mobile Number: 087 555 0134', 'Contact No: 087 555 0134']) {
      expect(extractContact(`Jane Doe\njane@example.com\n${line}`).phone, line).toBe('087 555 0134');
    }
  });

  it('reads the name signed at the bottom of a long resume, on or above the candidate’s own contacts', () => {
    const body = ['PROFILE', 'HR business partner.', '', 'EXPERIENCE'];
    for (let i = 1; i <= 40; i++) body.push(`Delivered project ${i} for the site leadership team.`);
    const signed = (...end: string[]) => extractContact([...body, '', ...end].join('\n'));
    expect(signed('Siobhán O’Neill', '+353 87 555 0134 · hello@example.ie')).toMatchObject({
      first_name: 'Siobhán',
      last_name: "O'Neill",
    });
    expect(signed('Siobhán O’Neill · +353 87 555 0134 · siobhan.oneill@example.ie')).toMatchObject({
      first_name: 'Siobhán',
      last_name: "O'Neill",
    });
    // An address that spells another name overrules the line; a referee's signature is no one's to take.
    expect(signed('Managing Dublin Office', '+353 87 555 0134 · jane.doe@example.ie').first_name).toBe('Jane');
    expect(signed('Tom Hale', '+353 87 555 0134 · jane.doe@example.ie').first_name).toBe('Jane');
    expect(signed('REFERENCES', 'Tom Hale', '+353 87 555 0999 · tom@corp.example.ie').first_name).toBeNull();
  });

  it('reads the whole of chromium-profile-first-signature-at-bottom.pdf', async () => {
    expect((await wild('chromium-profile-first-signature-at-bottom.pdf')).contact_info).toMatchObject({
      first_name: 'Siobhán',
      last_name: "O'Neill",
      phone: '+353 87 555 0134',
    });
  });
});

describe('a medical CV: titles, post-nominals and its own headings', () => {
  it('reads a name between a title and post-nominals with a specialty in brackets', () => {
    expect(parseNameLine('Prof. Adaeze Nwachukwu FRCS (Tr & Orth)')).toMatchObject({
      first: 'Adaeze',
      last: 'Nwachukwu',
    });
    expect(parseNameLine('Dr Tom Hale MBBS MRCP FRCA')).toMatchObject({ first: 'Tom', last: 'Hale' });
    expect(parseNameLine('Priya Nair MBChB MRCGP')).toMatchObject({ first: 'Priya', last: 'Nair' });
    const written = {
      'Dr Adaeze Nwachukwu MBBS BSc (Hons) MRCS': ['Adaeze', 'Nwachukwu'],
      'Dr Priya Nair MB BS MRCP(UK)': ['Priya', 'Nair'],
      'John Smith BEng (Hons) CEng MIMechE': ['John', 'Smith'],
      'Professor Ian Hughes FRCP FRCPath': ['Ian', 'Hughes'],
      'Tom Hale MA (Cantab)': ['Tom', 'Hale'],
    };
    for (const [line, [first, last]] of Object.entries(written)) {
      expect(parseNameLine(line), line).toMatchObject({ first, last, middle: [] });
    }
    // Brackets after a word that is no post-nominal are no specialty: the line is not a bare name.
    expect(parseNameLine('Adaeze Nwachukwu (Tr & Orth)')).toBeNull();
  });

  it('never takes a heading built of qualifying words and a section noun for a name', () => {
    const headings = [
      'CURRENT APPOINTMENTS',
      'Previous Posts',
      'Selected Publications',
      'KEY ACHIEVEMENTS',
      'Soft Skills',
      'Volunteer Work',
      'Personal Statement',
      'Community Involvement',
    ];
    for (const heading of headings) expect(parseNameLine(heading), heading).toBeNull();
    const text = [
      'Consultant Orthopaedic Surgeon · GMC No. 7123456',
      'Tel: +44 20 7946 0958 · adaeze.nwachukwu@example.nhs.uk',
      '',
      'CURRENT APPOINTMENTS',
      '2019 – present Consultant Orthopaedic Surgeon, Barts Health NHS Trust',
      '',
      'PREVIOUS POSTS',
      '2016 – 2019 Post-CCT Fellow in Hip Arthroplasty, Wrightington Hospital',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Adaeze', last_name: 'Nwachukwu' });
    // A name is still a name.
    expect(parseNameLine('Honor Blackman')).toMatchObject({ first: 'Honor', last: 'Blackman' });
  });

  it('ends a references section at the next heading, not at a heading of referees inside it', () => {
    const referees = ['Ann Lee', 'ann@example.com', '', 'REFERENCES', 'Academic Referees', 'Tom Hale, Professor'];
    expect(extractContact([...referees, '+44 20 7946 0000'].join('\n')).phone).toBeNull();
    const after = [...referees, '+44 20 7946 0000', '', 'Additional Information', 'Mobile 07700 900123'];
    expect(extractContact(after.join('\n')).phone).toBe('07700 900123');
  });

  it('reads the whole of chromium-medical-prof-frcs-gmc.pdf', async () => {
    expect((await wild('chromium-medical-prof-frcs-gmc.pdf')).contact_info).toMatchObject({
      first_name: 'Adaeze',
      last_name: 'Nwachukwu',
      phone: '+44 20 7946 0958',
    });
  });
});

describe('a two-part given name', () => {
  it('keeps the first two words as the given name when the address or the LinkedIn handle writes them as one', () => {
    expect(extractContact('Mei Lin Tan\nUX Researcher\nmeilin.tan@example.com.sg')).toMatchObject({
      first_name: 'Mei Lin',
      last_name: 'Tan',
    });
    const linked = 'Mei Lin Tan\nUX Researcher\nhello@example.com\nlinkedin.com/in/meilin-tan-sg';
    expect(extractContact(linked)).toMatchObject({ first_name: 'Mei Lin', last_name: 'Tan' });
    // An address that tells no split leaves the middle word a middle name.
    expect(extractContact('Mei Lin Tan\nUX Researcher\nmei.tan@example.com.sg')).toMatchObject({
      first_name: 'Mei',
      last_name: 'Tan',
    });
    // Nor does one that runs the two words together with no surname after them.
    expect(extractContact('Anna Maria Berg\nannamaria@example.se').first_name).toBe('Anna');
  });

  it('reads the whole of docx-icon-image-linkedin.docx', async () => {
    expect((await wild('docx-icon-image-linkedin.docx')).contact_info).toMatchObject({
      first_name: 'Mei Lin',
      last_name: 'Tan',
    });
  });
});

describe('a sidebar heading on the name line', () => {
  it('drops a heading run onto the name when two pasted columns share a line', () => {
    expect(parseNameLine('MIKAEL VIRTANEN CONTACT')).toMatchObject({ first: 'Mikael', last: 'Virtanen' });
    expect(parseNameLine('Jane Doe Profile')).toMatchObject({ first: 'Jane', last: 'Doe' });
    const text = 'MIKAEL VIRTANEN CONTACT\nSenior Embedded Engineer +358 50 765 4321\nmikael.virtanen@example.fi';
    expect(extractContact(text)).toMatchObject({ first_name: 'Mikael', last_name: 'Virtanen' });
    // A two-word line that is a name and a heading word is not cut to one word.
    expect(parseNameLine('Anna Profile')).toBeNull();
  });
});

describe('wild resume fixtures', () => {
  it('reads every field of at least 95% of them', async () => {
    const { resumes, rate } = await batchAccuracy(WILD);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  }, 60_000);
});
