// The reader on the third wild development batch (tests/fixtures/resumes/wild3, layouts of real resume sources):
// each rule those resumes needed, checked on small texts of its own, and the batch read as the API reads it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from './charset.ts';
import { extractContact } from './contact.ts';
import { batchAccuracy } from '../../test/resume-batch.ts';
import { tinyPdf } from '../../test/tiny-pdf.ts';
import { readPdfLayout } from './pdf-layout.ts';

const WILD3 = path.resolve('tests/fixtures/resumes/wild3');

describe('the number a recruiter would call', () => {
  it('takes the number labelled mobile over a landline listed before it', () => {
    const text = ['Priya Raman', 'Office: +44 161 496 0700 | Mobile: +44 7700 900455', 'priya.raman@example.org'].join(
      '\n',
    );
    expect(extractContact(text).phone).toBe('+44 7700 900455');
  });

  it('reads a form’s label alone on the line above its number', () => {
    const text = [
      'Owen Pritchard',
      '',
      'Home telephone',
      '',
      '029 2018 0441',
      '',
      'Mobile telephone',
      '',
      '07700 900612',
      '',
      'Email',
      'owen.pritchard@example.net',
    ].join('\n');
    expect(extractContact(text).phone).toBe('07700 900612');
  });

  it('keeps the first of the candidate’s numbers when none is labelled mobile', () => {
    const text = ['Ruth Adeyemi', 'Tel: 0121 496 0311', 'Work: 0121 496 0999', 'ruth.adeyemi@example.com'].join('\n');
    expect(extractContact(text).phone).toBe('0121 496 0311');
  });

  it('never lifts a referee’s mobile over the candidate’s own number', () => {
    const text = [
      'Marek Novak',
      'Tel: 0161 496 0123',
      'marek.novak@example.com',
      '',
      'References',
      'Helen Cole, Line Manager, Mobile: 07700 900999',
    ].join('\n');
    expect(extractContact(text).phone).toBe('0161 496 0123');
  });
});

describe('a name in labelled fields', () => {
  it('reads a form’s forename and surname cells, each label over its value', () => {
    const text = [
      'Application form',
      '',
      'Surname',
      '',
      'Okafor',
      '',
      'Forename(s)',
      '',
      'Chinedu',
      '',
      'Email',
      'c.okafor@example.com',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Chinedu', last_name: 'Okafor' });
  });

  it('reads label and value cells pasted with a bar between, past a referee’s "Name:" field', () => {
    const text = [
      'PERSONAL DETAILS',
      'Surname: | Dlamini',
      'First name: | Lerato',
      'E-mail: | lerato.d@example.co.za',
      '',
      'REFERENCES',
      'Name: | Mr Pieter van Wyk, Director',
      'E-mail: | pieter@example.co.za',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({
      first_name: 'Lerato',
      last_name: 'Dlamini',
      email: 'lerato.d@example.co.za',
    });
  });

  it('reads one field that puts the surname first', () => {
    const text = ['Curriculum Vitae', 'Surname(s) / First name(s) | Moretti, Giulia', 'giulia.m@example.it'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Giulia', last_name: 'Moretti' });
  });

  it('reads a whole name after a full-name label in another European language', () => {
    const text = ['Nombre y apellidos: Inés Calvo', 'Teléfono: +34 612 555 019'].join('\n');
    expect(extractContact(text)).toMatchObject({ first_name: 'Inés', last_name: 'Calvo' });
  });
});

describe('a column of labels beside their values', () => {
  it('reads each label with its value on its row, not the labels as a sidebar', async () => {
    const labels = ['Name', 'Address', 'Phone', 'Mobile', 'Email', 'Born'];
    const values = [
      'Felix Brandt',
      'Hauptstrasse 4, 10115 Berlin',
      '030 5555 0101',
      '0151 5555 0177',
      'felix.brandt@example.de',
      '2 May 1990',
    ];
    const pdf = tinyPdf([
      ['Lebenslauf', 20, 48, 780],
      ...labels.map((label, i): [string, number, number, number] => [label, 10, 48, 740 - 15 * i]),
      ...values.map((value, i): [string, number, number, number] => [value, 10, 170, 740 - 15 * i]),
    ]);
    const { text } = await readPdfLayout(pdf, 3);
    expect(text).toContain('Mobile | 0151 5555 0177');
    expect(extractContact(text)).toMatchObject({ first_name: 'Felix', last_name: 'Brandt', phone: '0151 5555 0177' });
  });
});

describe('a form’s grid with each caption over its value', () => {
  it('reads a small caption with the value under it, so the mobile in the next cell is known as one', async () => {
    const pdf = tinyPdf([
      ['Personal history', 18, 40, 790],
      ['Name', 7.5, 40, 760],
      ['Tanaka Hiroshi', 16, 40, 742],
      ['Home phone', 7.5, 400, 760],
      ['045-555-0101', 9.5, 400, 750],
      ['Mobile', 7.5, 400, 736],
      ['080-5555-0199', 9.5, 400, 726],
      ['Address', 7.5, 40, 720],
      ['2-1 Minato Mirai, Yokohama', 9.5, 40, 710],
      ['E-mail', 7.5, 400, 712],
      ['h.tanaka@example.jp', 9.5, 400, 702],
    ]);
    const { text } = await readPdfLayout(pdf, 3);
    expect(text).toContain('Mobile: 080-5555-0199');
    expect(extractContact(text).phone).toBe('080-5555-0199');
  });
});

describe('a name set in letter tiles', () => {
  it('offers the two rows of spaced capitals as one name, though the rows stand wide apart', async () => {
    const tiles = (word: string, y: number) =>
      [...word].map((letter, i): [string, number, number, number] => [letter, 22, 44 + 34 * i, y]);
    const pdf = tinyPdf([
      ...tiles('IRIS', 780),
      ...tiles('MOLINA', 730),
      ['Florist & Event Designer', 11, 380, 800],
      ['iris@example.com', 9, 380, 764],
      ['Experience', 11, 44, 680],
      ['Head Florist, Petal House, 2019 - present: weddings and corporate events every week.', 9, 44, 664],
      ['Florist, Green Room, 2015 - 2019: shop, deliveries and the weekly market stall.', 9, 44, 652],
    ]);
    const { text, nameHints } = await readPdfLayout(pdf, 3);
    expect(nameHints[0]?.line).toBe('I R I S   M O L I N A');
    expect(extractContact(text, [], nameHints)).toMatchObject({ first_name: 'Iris', last_name: 'Molina' });
  });
});

describe('a resume pasted into an e-mail thread', () => {
  it('reads the quoted resume, not the signature of the recruiter who forwarded it', () => {
    const text = [
      'From: Tom Reyes <tom.reyes@hireline.example.com>',
      'To: Jobs <jobs@example.org>',
      'Subject: FW: Warehouse lead',
      '',
      'Please see the CV below.',
      'Tom Reyes | Hireline Staffing',
      'Mobile: (415) 555-0190',
      'tom.reyes@hireline.example.com',
      '',
      '---------- Forwarded message ---------',
      'From: Grace Liu <grace.liu@example.com>',
      'Date: Mon, 3 Feb 2025',
      'To: Tom Reyes <tom.reyes@hireline.example.com>',
      '',
      '> GRACE LIU',
      '> Oakland, CA | (510) 555-0142 | grace.liu@example.com',
      '>',
      '> EXPERIENCE',
      '> Shift Lead, Bayside Distribution, 2019 - Present',
      '> - Ran a crew of twelve on the night shift and cut picking errors by a third.',
      '> - Trained new starters on the scanners and the forklift safety rules.',
    ].join('\n');
    expect(extractContact(text)).toMatchObject({
      first_name: 'Grace',
      last_name: 'Liu',
      email: 'grace.liu@example.com',
      phone: '(510) 555-0142',
    });
  });
});

describe('text saved on Windows in Central Europe', () => {
  it('reads Czech saved as Windows-1250, whose 1252 reading mixes two languages’ letters in a word', () => {
    const bytes = Buffer.from([
      ...Buffer.from('Ji'),
      0xf8,
      0xed,
      ...Buffer.from(' Dvo'),
      0xf8,
      0xe1,
      ...Buffer.from('k\nM'),
      0xec,
      ...Buffer.from('sto: Brno, '),
      0xe8,
      ...Buffer.from('tvrtek '),
      0xfa,
      0xe8,
      ...Buffer.from('etn'),
      0xed,
      ...Buffer.from('\n'),
    ]);
    expect(decodeText(bytes)).toEqual({ text: 'Jiří Dvořák\nMěsto: Brno, čtvrtek účetní\n', encoding: 'windows-1250' });
  });

  it('keeps French, Spanish and Danish saved as Windows-1252 in 1252', () => {
    for (const sample of [
      'Hélène Lefèvre, Crème brûlée à Nîmes, élève',
      'Señora Muñoz, Córdoba, años',
      'Søren Østergård, Århus',
    ]) {
      expect(decodeText(Buffer.from(sample, 'latin1'))).toEqual({ text: sample, encoding: 'windows-1252' });
    }
  });
});

describe('third wild resume fixtures', () => {
  it('reads at least the share of fields reached in tuning', async () => {
    const { resumes, rate } = await batchAccuracy(WILD3);
    expect(resumes).toBeGreaterThanOrEqual(40);
    expect(rate).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
