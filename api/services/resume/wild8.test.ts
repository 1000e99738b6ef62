// The reader on the eighth wild development batch (tests/fixtures/resumes/wild8, documents as a machine left them:
// scans with an OCR text layer, converter and mail prints, exports): each rule those resumes needed, checked on
// small texts and documents of its own, and the batch read as the API reads it.
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { extractContact, ocrContactRepairs } from './contact.ts';
import { foldTypedForms } from './format.ts';
import { readPdfLayout } from './pdf-layout.ts';
import { isRtf, rtfText } from './rtf.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';

const WILD8 = path.resolve('tests/fixtures/resumes/wild8');

/** A one-page PDF of a short resume, turned by `angle` degrees about the page's centre as a scanner lays it. */
async function turnedPdf(angle: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.rotate(angle, { origin: [297, 421] });
  doc.fontSize(22).text('Ingrid Solberg', 80, 120);
  doc.fontSize(10).text('Phone: 0412 555 019 | ingrid.solberg@example.no', 80, 160);
  doc.text('Experience', 80, 200).text('Harbour Pilot', 80, 215).text('Bergen Port Authority, 2016 - 2024', 80, 230);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('a scanned page as it lies', () => {
  it('reads a page turned a quarter, upside down or askew in the direction its text runs', async () => {
    const upright = (await readPdfLayout(await turnedPdf(0), 3)).text;
    expect(upright.split('\n')[0]).toBe('Ingrid Solberg');
    for (const angle of [90, 180, 270, 3, -2]) {
      const { text, nameHints } = await readPdfLayout(await turnedPdf(angle), 3);
      expect(text).toBe(upright);
      expect(nameHints[0]?.line).toBe('Ingrid Solberg');
    }
  });
});

describe('OCR misreadings in contacts', () => {
  it('types Cyrillic look-alikes inside a Latin word in Latin, and leaves Cyrillic words alone', () => {
    expect(foldTypedForms('ОKSАNА Рetrenko, іryna@ехаmple.com')).toBe('OKSANA Petrenko, iryna@example.com');
    expect(foldTypedForms('ОСВІТА, Олена Коваль')).toBe('ОСВІТА, Олена Коваль');
    // A Cyrillic letter with no Latin twin shows the word is Cyrillic, a Latin letter in it the misreading.
    expect(foldTypedForms('Олeна')).toBe('Олeна');
  });

  it('reads letters for digits inside a phone number, not in words or lone groups', () => {
    expect(ocrContactRepairs('Cell: 072 555 O148')).toBe('Cell: 072 555 0148');
    expect(ocrContactRepairs('Mobil: 070-555 l2 84')).toBe('Mobil: 070-555 12 84');
    expect(ocrContactRepairs('Phone: +З80 67 555 019З')).toBe('Phone: +380 67 555 0193');
    expect(ocrContactRepairs('Tel 0l27 555 012')).toBe('Tel 0127 555 012');
    expect(ocrContactRepairs('O2 and Vodafone, Il Duomo, 4 lO')).toBe('O2 and Vodafone, Il Duomo, 4 lO');
  });

  it("repairs 'Iinkedin', an I for the l of a domain and an address split at its @", () => {
    expect(ocrContactRepairs('Iinkedin.com/in/kofi-mensah')).toBe('linkedin.com/in/kofi-mensah');
    expect(ocrContactRepairs('E-Mail kofi.Irving@mensahIab.exampIe.de')).toBe(
      'E-Mail kofi.Irving@mensahlab.example.de',
    );
    expect(ocrContactRepairs('Lyon · kofi.mensah @ example.fr · meet @ noon')).toBe(
      'Lyon · kofi.mensah@example.fr · meet @ noon',
    );
  });

  it('reads the contacts of an OCR layer with these misreadings', () => {
    const text = [
      'Name Jürgen Miiller',
      'Mobil 0l76 5550 482l',
      'E-Mail juergen.mueller@exampIe.de',
      'Iinkedin.com/in/juergen-mueller-rnaschinenbau',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({
      first_name: 'Jürgen',
      last_name: 'Müller',
      email: 'juergen.mueller@example.de',
      phone: '0176 5550 4821',
      linkedin_url: 'https://www.linkedin.com/in/juergen-mueller-rnaschinenbau',
    });
  });

  it("reads 'ii' as 'ü' in a name only when the address spells it so", () => {
    expect(extractContact('Sanna Wiik\nsanna.wiik@example.fi')).toMatchObject({ last_name: 'Wiik' });
    expect(extractContact('Tobias Kiihn\ntobias.kuhn@example.de')).toMatchObject({ last_name: 'Kühn' });
  });

  it("reads 'rn' as 'm' in a LinkedIn handle only where the 'm' spells the candidate's name", () => {
    const profile = (handle: string) =>
      extractContact(`Thandi Ndlamini\nthandi@example.co.za\nlinkedin.com/in/${handle}`).linkedin_url;
    expect(profile('thandi-ndlarnini')).toBe('https://www.linkedin.com/in/thandi-ndlamini');
    expect(profile('thandi-ndlamini-rn')).toBe('https://www.linkedin.com/in/thandi-ndlamini-rn');
    expect(profile('thandi-bernard')).toBe('https://www.linkedin.com/in/thandi-bernard');
  });

  it('splits a letter-spaced name with a hyphen where the address shows the words end', () => {
    const text = 'A N N E - M A R I E L E F È V R E\nannemarie.lefevre@example.fr';
    expect(extractContact(text)).toMatchObject({ first_name: 'Anne-Marie', last_name: 'Lefèvre' });
  });
});

describe('names and addresses as exports give them', () => {
  it('reads a particle before a surname in capitals as part of it, two capitals alone as initials', () => {
    expect(extractContact('Salma Nour EL IDRISSI\nsalma@example.ma')).toMatchObject({
      first_name: 'Salma',
      last_name: 'El Idrissi',
    });
    expect(extractContact('JP Morgan\njp@example.com')).toMatchObject({ first_name: 'JP', last_name: 'Morgan' });
  });

  it("drops an Engineers Ireland membership after the name ('MIEI')", () => {
    expect(extractContact('Aoife Brennan BEng MIEI\naoife@example.ie')).toMatchObject({ last_name: 'Brennan' });
  });

  it("takes the candidate's own address over a job board's relay address, and the relay when it is the only one", () => {
    const relay = 'Email: devon.hale4_x9p2@indeedemail.com';
    expect(extractContact(['Devon Hale', relay, 'Tucson, AZ | devon.hale@example.com'].join('\n')).email).toBe(
      'devon.hale@example.com',
    );
    expect(extractContact(['Devon Hale', relay].join('\n')).email).toBe('devon.hale4_x9p2@indeedemail.com');
  });
});

describe("machines' marks on contact lines", () => {
  it("reads an @ misread as © and cuts capitals run on to an address's end", () => {
    expect(ocrContactRepairs('E-mail: pia.lund©example.dk')).toBe('E-mail: pia.lund@example.dk');
    expect(ocrContactRepairs('© 2024 Example Ltd. · pia.lund@example.dkPhone')).toBe(
      '© 2024 Example Ltd. · pia.lund@example.dk Phone',
    );
    expect(extractContact('Pia Lund\nEmail: pia.lund©example.dkAPPROVED 12MAR\nPhone: +45 20 55 01 44').email).toBe(
      'pia.lund@example.dk',
    );
  });

  it('joins an address and a profile broken over paragraphs with an empty one between', () => {
    const text = ['Dana Ilie', '+40 722 555 018', 'dana.ilie@', '', 'example.ro', 'linkedin.com/in/', '', 'dana-ilie'];
    expect(extractContact(text.join('\n'))).toMatchObject({
      email: 'dana.ilie@example.ro',
      linkedin_url: 'https://www.linkedin.com/in/dana-ilie',
    });
  });

  it("reads a printed mail thread's message with the resume, its sender's address with it", () => {
    const thread = [
      '12/03/2025, 09:10 | Gmail - Application',
      'Bruno Lima <bruno.lima@agency.example.com> | 10 March 2025 16:12',
      'To: paula.reis@example.pt',
      'Hello Paula, could you send me your CV?',
      'Bruno Lima',
      'Recruiter | +351 21 555 0199',
      'Paula Reis <paula.reis@example.pt> | 11 March 2025 09:03',
      'To: Bruno Lima <bruno.lima@agency.example.com>',
      'Hello Bruno, here it is.',
      'PAULA REIS',
      'Data Analyst · Lisbon',
      'EXPERIENCE',
      'Data Analyst, Example Retail (2021 – present)',
      'Paula Reis',
      '+351 912 555 014',
    ];
    expect(extractContact(thread.join('\n'))).toMatchObject({
      first_name: 'Paula',
      last_name: 'Reis',
      email: 'paula.reis@example.pt',
      phone: '+351 912 555 014',
    });
  });

  it('joins a LinkedIn address broken after a hyphen with a second column beside it', () => {
    const text = ['Omar Haddad', 'omar@example.jo', 'linkedin.com/in/omar- EXPERIENCE', 'haddad-ops Operations Lead'];
    expect(extractContact(text.join('\n')).linkedin_url).toBe('https://www.linkedin.com/in/omar-haddad-ops');
  });
});

describe('names as letters, forms and exports write them', () => {
  it('takes the full given name written beside the surname over the short form signed', () => {
    const letter = ['Kind regards,', 'Alex Brandt', 'alex.brandt@example.de', '', 'ALEXANDER BRANDT', 'Engineer'];
    expect(extractContact(letter.join('\n'))).toMatchObject({ first_name: 'Alexander', last_name: 'Brandt' });
    // Another person with the surname, or a word that only contains the short form, changes nothing.
    const other = ['Ann Brandt', 'ann.brandt@example.de', 'REFERENCES', 'Joanna Brandt, Brandt GmbH'];
    expect(extractContact(other.join('\n'))).toMatchObject({ first_name: 'Ann' });
    const shop = ['Mark Spencer', 'mark.spencer@example.co.uk', 'Store Manager, Marks & Spencer, Leeds'];
    expect(extractContact(shop.join('\n'))).toMatchObject({ first_name: 'Mark' });
    const listed = ['Alex Brandt', 'alex@example.de', 'Applicant: Brandt, Alexander', 'Engineer'];
    expect(extractContact(listed.join('\n'))).toMatchObject({ first_name: 'Alexander', last_name: 'Brandt' });
  });

  it("reads 'Candidate:' as a name's label, after the legal name's fields", () => {
    const text = 'Bumeran Argentina - CV\nCandidata: Lucía Benítez Ramos\nlucia.benitez@example.com.ar';
    expect(extractContact(text)).toMatchObject({ first_name: 'Lucía', last_name: 'Benítez Ramos' });
    const fields = ['Candidate: Bill Turner', 'Given Name: William', 'Family Name: Turner', 'Preferred Name: Bill'];
    expect(extractContact(fields.join('\n'))).toMatchObject({ first_name: 'William', last_name: 'Turner' });
  });

  it('reads a surname in capitals over the given names when the address spells it', () => {
    expect(extractContact('TAN\nWei Ming\nweiming.tan@example.sg')).toMatchObject({
      first_name: 'Wei Ming',
      last_name: 'Tan',
    });
    expect(extractContact('RESUME\nWei Ming Tan\nweiming.tan@example.sg')).toMatchObject({
      first_name: 'Wei Ming',
      last_name: 'Tan',
    });
    expect(extractContact('JOHN\nMichael Smith\njohn.smith@example.com')).toMatchObject({
      first_name: 'Michael',
      last_name: 'Smith',
    });
  });
});

describe('a paper form, one letter to a box', () => {
  it('reads the boxed name fields and address, not the letterhead over them', () => {
    const form = [
      'NORTHSTAR CREW AGENCY, INC.',
      'Tel. (02) 8555 0100 · hiring@northstar-crew.example.ph',
      'APPLICATION FORM',
      'SURNAME',
      'R E Y E S',
      'FIRST NAME |A|N|D|R|E|S',
      'E-MAIL ADDRESS A N D R E S . R E Y E S @ E X A',
      'M P L E . C O M',
    ];
    expect(extractContact(form.join('\n'))).toMatchObject({
      first_name: 'Andres',
      last_name: 'Reyes',
      email: 'andres.reyes@example.com',
    });
  });

  it('leaves letters spaced for style and single letters in prose alone', () => {
    expect(ocrContactRepairs('S K I L L S · A N N E - M A R I E')).toBe('S K I L L S · A N N E - M A R I E');
    expect(ocrContactRepairs('Grades: A B A, then plan B')).toBe('Grades: A B A, then plan B');
  });
});

describe('RTF in a text file', () => {
  it('reads the document: escapes, fallbacks, hidden groups, link targets', () => {
    const rtf = [
      '{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Arial;}}{\\*\\generator Riched20;}',
      "\\pard\\b Ren\\'e9e Z\\u252?rcher\\b0\\par",
      '{\\field{\\*\\fldinst{HYPERLINK "mailto:renee@example.ch" }}{\\fldrslt renee@example.ch}} \\emdash  Z\\{u\\}rich\\par',
      '}',
    ].join('\r\n');
    expect(isRtf(rtf)).toBe(true);
    expect(isRtf('Plain {text}')).toBe(false);
    expect(rtfText(rtf)).toEqual({
      text: 'Renée Zürcher\nrenee@example.ch — Z{u}rich\n',
      links: ['mailto:renee@example.ch'],
    });
  });

  it("reads \\' escapes in the document's code page, Windows-1252 when it names none", () => {
    expect(rtfText("{\\rtf1\\ansi \\'93Caf\\'e9\\'94 \\'80 5\\par}").text).toBe('“Café” € 5\n');
    expect(rtfText("{\\rtf1\\ansi\\ansicpg1251 \\'c8\\'e2\\'e0\\'ed\\par}").text).toBe('Иван\n');
    expect(rtfText("{\\rtf1\\ansi\\ansicpg99999 Ren\\'e9e\\par}").text).toBe('Renée\n');
  });
});

describe('eighth wild resume fixtures', () => {
  it('reads at least the share of fields reached in tuning', async () => {
    const { resumes, rate } = await batchAccuracy(WILD8);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(196 / 200);
  }, 60_000);
});
