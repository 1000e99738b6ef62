// The reader on the eighth wild development batch (tests/fixtures/resumes/wild8, documents as a machine left them:
// scans with an OCR text layer, converter and mail prints, exports): each rule those resumes needed, checked on
// small texts and documents of its own, and the batch read as the API reads it.
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { extractContact, ocrContactRepairs } from './contact.ts';
import { foldTypedForms } from './format.ts';
import { readPdfLayout } from './pdf-layout.ts';
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

  it('repairs in linear time', () => {
    for (const line of ['0O'.repeat(40_000), '1 l'.repeat(30_000), `a@${'bI'.repeat(40_000)}`, 'x @ '.repeat(30_000)]) {
      const start = performance.now();
      ocrContactRepairs(line);
      foldTypedForms(line);
      expect(performance.now() - start).toBeLessThan(250);
    }
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

describe('eighth wild resume fixtures', () => {
  it('reads at least the share of fields reached in tuning', async () => {
    const { resumes, rate } = await batchAccuracy(WILD8);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(179 / 200);
  }, 60_000);
});
