/**
 * Writes the resume fixtures under tests/fixtures/resumes: PDFs (pdfkit: one column, two columns, link
 * annotations, several pages, a scanned-like page without text), DOCX files (docx: hyperlinks, tables,
 * headings), and text files in UTF-8, UTF-16 (both byte orders, with BOM) and Windows-1252; plus hostile
 * files (zip bombs, truncated PDF, garbage) and expected.json with the true contact details of each resume.
 *
 *   npx tsx scripts/make-resume-fixtures.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import PDFDocument from 'pdfkit';
import { zipOf } from './resume-fixture-kit.ts';

const OUT = path.resolve('tests/fixtures/resumes');
const HOSTILE = path.join(OUT, 'hostile');

/** The true contact details of a fixture; phone compared by its digits. */
interface Expected {
  file: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  linkedin_url: string | null;
}

const expected: Expected[] = [];

const BODY = {
  experience: [
    'Led a team of six to deliver a customer portal used by 40,000 people each month.',
    'Cut report preparation time from two days to two hours by automating data pulls.',
    'Mentored new hires and ran weekly knowledge-sharing sessions.',
  ],
  education: 'B.Sc. Business Administration, State University, 2012 - 2016',
  skills: 'Project Management, Stakeholder Communication, Data Analysis, Scheduling',
};

// ---------- PDF ----------

type PdfDoc = InstanceType<typeof PDFDocument>;

function pdf(file: string, draw: (doc: PdfDoc) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Resume', CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => {
      fs.writeFileSync(path.join(OUT, file), Buffer.concat(chunks));
      resolve();
    });
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function pdfSection(doc: PdfDoc, title: string, lines: string[], bullet = '•') {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(title);
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(`${bullet} ${line}`);
}

function pdfBody(doc: PdfDoc) {
  pdfSection(doc, 'EXPERIENCE', BODY.experience);
  pdfSection(doc, 'EDUCATION', [BODY.education], '');
  pdfSection(doc, 'SKILLS', [BODY.skills], '');
}

async function pdfFixtures() {
  await pdf('pdf-simple.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(22).text('Jane Doe');
    doc.font('Helvetica').fontSize(10).text('Austin, TX');
    doc.text('jane.doe@example.com');
    doc.text('(512) 555-0147');
    doc.text('linkedin.com/in/janedoe');
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-simple.pdf',
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane.doe@example.com',
    phone: '5125550147',
    linkedin_url: 'https://www.linkedin.com/in/janedoe',
  });

  await pdf('pdf-caps-credentials.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('MARÍA JOSÉ GARCÍA-LÓPEZ, MBA');
    doc.font('Helvetica').fontSize(10).text('Finance Manager');
    doc.text('mj.garcia@correo.es  |  +34 612 345 678  |  https://www.linkedin.com/in/mariajosegarcia/');
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-caps-credentials.pdf',
    first_name: 'María',
    last_name: 'García-López',
    email: 'mj.garcia@correo.es',
    phone: '34612345678',
    linkedin_url: 'https://www.linkedin.com/in/mariajosegarcia',
  });

  await pdf('pdf-two-column.pdf', (doc) => {
    // Left sidebar first in the content stream, as many templates write it.
    doc.rect(0, 0, 190, 842).fill('#eef1f6').fillColor('black');
    doc.font('Helvetica-Bold').fontSize(11).text('CONTACT', 30, 60, { width: 140 });
    doc.font('Helvetica').fontSize(9);
    doc.text('priya.natarajan@example.in', { width: 150 });
    doc.text('+91 98765 43210', { width: 140 });
    doc.text('Bengaluru, India', { width: 140 });
    doc.moveDown().font('Helvetica-Bold').fontSize(11).text('SKILLS', { width: 140 });
    doc.font('Helvetica').fontSize(9);
    for (const s of ['Product Strategy', 'User Research', 'Roadmapping', 'SQL']) doc.text(s, { width: 140 });
    doc.font('Helvetica-Bold').fontSize(24).text('Priya Natarajan', 220, 60, { width: 330 });
    doc.font('Helvetica').fontSize(12).text('Senior Product Manager', { width: 330 });
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text('EXPERIENCE', { width: 330 });
    doc.font('Helvetica').fontSize(10);
    for (const line of BODY.experience) doc.text(`• ${line}`, { width: 330 });
  });
  expected.push({
    file: 'pdf-two-column.pdf',
    first_name: 'Priya',
    last_name: 'Natarajan',
    email: 'priya.natarajan@example.in',
    phone: '919876543210',
    linkedin_url: null,
  });

  await pdf('pdf-link-annotation.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text("Tomás O'Connor");
    doc.font('Helvetica').fontSize(10).text('Dublin, Ireland · tomas.oconnor@example.ie · +353 87 123 4567');
    doc.fillColor('blue').text('LinkedIn', { link: 'https://www.linkedin.com/in/tomas-oconnor-42/', underline: true });
    doc.fillColor('black');
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-link-annotation.pdf',
    first_name: 'Tomás',
    last_name: "O'Connor",
    email: 'tomas.oconnor@example.ie',
    phone: '353871234567',
    linkedin_url: 'https://www.linkedin.com/in/tomas-oconnor-42',
  });

  await pdf('pdf-pipes.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Wei Zhang', { align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('wei.zhang@example.cn | +86 138 0013 8000 | linkedin.com/in/weizhang', { align: 'center' });
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-pipes.pdf',
    first_name: 'Wei',
    last_name: 'Zhang',
    email: 'wei.zhang@example.cn',
    phone: '8613800138000',
    linkedin_url: 'https://www.linkedin.com/in/weizhang',
  });

  await pdf('pdf-references.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Robert J. Miller');
    doc.font('Helvetica').fontSize(10).text('Phone: 312-555-0198');
    doc.text('Email: rmiller88@example.com');
    pdfBody(doc);
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text('REFERENCES');
    doc.font('Helvetica').fontSize(10).text('Karen White, Operations Director, Acme Corp');
    doc.text('karen.white@acme.example.com');
    doc.text('Phone: 312-555-0111');
  });
  expected.push({
    file: 'pdf-references.pdf',
    first_name: 'Robert',
    last_name: 'Miller',
    email: 'rmiller88@example.com',
    phone: '3125550198',
    linkedin_url: null,
  });

  await pdf('pdf-cv-title.pdf', (doc) => {
    doc.font('Helvetica').fontSize(12).text('Curriculum Vitae', { align: 'center' });
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(20).text('Dr. Anna Schmidt', { align: 'center' });
    doc.font('Helvetica').fontSize(10).text('Berlin · anna.schmidt@example.de · +49 30 12345678', { align: 'center' });
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-cv-title.pdf',
    first_name: 'Anna',
    last_name: 'Schmidt',
    email: 'anna.schmidt@example.de',
    phone: '493012345678',
    linkedin_url: null,
  });

  await pdf('pdf-labelled.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('RESUME');
    doc.font('Helvetica').fontSize(10);
    doc.text('Name: Kwame Mensah');
    doc.text('Email: kwame.mensah@example.com.gh');
    doc.text('Phone: +233 24 123 4567');
    doc.text('LinkedIn: https://linkedin.com/in/kwamemensah');
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-labelled.pdf',
    first_name: 'Kwame',
    last_name: 'Mensah',
    email: 'kwame.mensah@example.com.gh',
    phone: '233241234567',
    linkedin_url: 'https://www.linkedin.com/in/kwamemensah',
  });

  await pdf('pdf-bullets-contact.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Olivia Brown');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('London • olivia.brown@example.co.uk • +44 7700 900123 • www.linkedin.com/in/olivia-brown-uk');
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-bullets-contact.pdf',
    first_name: 'Olivia',
    last_name: 'Brown',
    email: 'olivia.brown@example.co.uk',
    phone: '447700900123',
    linkedin_url: 'https://www.linkedin.com/in/olivia-brown-uk',
  });

  await pdf('pdf-multipage.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Liam Nguyen');
    doc.font('Helvetica').fontSize(10).text('liam.nguyen@example.com.au  +61 412 345 678');
    for (let page = 0; page < 3; page++) {
      pdfSection(doc, page === 0 ? 'EXPERIENCE' : 'EXPERIENCE (CONTINUED)', [...BODY.experience, ...BODY.experience]);
      doc.addPage();
    }
    pdfSection(doc, 'EDUCATION', [BODY.education], '');
  });
  expected.push({
    file: 'pdf-multipage.pdf',
    first_name: 'Liam',
    last_name: 'Nguyen',
    email: 'liam.nguyen@example.com.au',
    phone: '61412345678',
    linkedin_url: null,
  });

  await pdf('pdf-middle-name-caps.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('SEAN PATRICK MCCARTHY');
    doc.font('Helvetica').fontSize(10).text('Boston, MA 02108');
    doc.text('Mobile: +1 (617) 555-0123   Email: sean.mccarthy@example.com');
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-middle-name-caps.pdf',
    first_name: 'Sean',
    last_name: 'McCarthy',
    email: 'sean.mccarthy@example.com',
    phone: '16175550123',
    linkedin_url: null,
  });

  await pdf('pdf-nickname-pronouns.pdf', (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Roberto "Bob" Castillo (he/him)');
    doc.font('Helvetica').fontSize(10).text('Manchester, UK');
    doc.text('(+44) 20 7946 0958 | bob.castillo@example.co.uk');
    doc.text('LinkedIn: linkedin.com/in/bobcastillo');
    pdfBody(doc);
  });
  expected.push({
    file: 'pdf-nickname-pronouns.pdf',
    first_name: 'Roberto',
    last_name: 'Castillo',
    email: 'bob.castillo@example.co.uk',
    phone: '442079460958',
    linkedin_url: 'https://www.linkedin.com/in/bobcastillo',
  });

  // Hostile: a page with only shapes (what a scan without OCR gives), and a PDF cut in half.
  await pdf('hostile/scanned.pdf', (doc) => {
    for (let i = 0; i < 40; i++) doc.rect(50, 50 + i * 18, 300 + ((i * 37) % 150), 10).fill('#333');
  });
  const full = fs.readFileSync(path.join(OUT, 'pdf-simple.pdf'));
  fs.writeFileSync(path.join(HOSTILE, 'truncated.pdf'), full.subarray(0, Math.floor(full.length / 3)));
}

// ---------- DOCX ----------

async function docx(file: string, children: Array<Paragraph | Table>) {
  const doc = new Document({ creator: 'ISA fixtures', sections: [{ children }] });
  fs.writeFileSync(path.join(OUT, file), await Packer.toBuffer(doc));
}

const p = (text: string, options: { bold?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text, bold: options.bold, size: options.size })] });

function docxBody(): Paragraph[] {
  return [
    new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_2 }),
    ...BODY.experience.map((line) => new Paragraph({ text: line, bullet: { level: 0 } })),
    new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_2 }),
    p(BODY.education),
    new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_2 }),
    p(BODY.skills),
  ];
}

const link = (text: string, url: string) =>
  new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });

async function docxFixtures() {
  await docx('docx-hyperlink.docx', [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Emily Carter')] }),
    new Paragraph({
      children: [
        new TextRun('emily.carter@example.com | (206) 555-0172 | '),
        link('LinkedIn', 'https://www.linkedin.com/in/emily-carter-seattle'),
      ],
    }),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-hyperlink.docx',
    first_name: 'Emily',
    last_name: 'Carter',
    email: 'emily.carter@example.com',
    phone: '2065550172',
    linkedin_url: 'https://www.linkedin.com/in/emily-carter-seattle',
  });

  const cell = (paragraphs: Paragraph[], width: number) =>
    new TableCell({ children: paragraphs, width: { size: width, type: WidthType.PERCENTAGE } });
  await docx('docx-table-columns.docx', [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({
          children: [
            cell(
              [p('Contact', { bold: true }), p('d.okonkwo@example.ng'), p('+234 803 123 4567'), p('Lagos, Nigeria')],
              30,
            ),
            cell([p('Daniel Okonkwo', { bold: true, size: 40 }), p('Logistics Coordinator'), ...docxBody()], 70),
          ],
        }),
      ],
    }),
  ]);
  expected.push({
    file: 'docx-table-columns.docx',
    first_name: 'Daniel',
    last_name: 'Okonkwo',
    email: 'd.okonkwo@example.ng',
    phone: '2348031234567',
    linkedin_url: null,
  });

  await docx('docx-caps-hyphen.docx', [
    p('JEAN-LUC DUBOIS', { bold: true, size: 36 }),
    p('Montréal, QC · jl.dubois@example.ca · +1 514 555 0199'),
    p('linkedin.com/in/jeanlucdubois'),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-caps-hyphen.docx',
    first_name: 'Jean-Luc',
    last_name: 'Dubois',
    email: 'jl.dubois@example.ca',
    phone: '15145550199',
    linkedin_url: 'https://www.linkedin.com/in/jeanlucdubois',
  });

  await docx('docx-credentials.docx', [
    p('Sarah Kim, RN, BSN', { bold: true, size: 36 }),
    p('sarah.kim.rn@example.com'),
    p('Cell: 415.555.0166'),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-credentials.docx',
    first_name: 'Sarah',
    last_name: 'Kim',
    email: 'sarah.kim.rn@example.com',
    phone: '4155550166',
    linkedin_url: null,
  });

  await docx('docx-references.docx', [
    p('Marcus Thompson', { bold: true, size: 36 }),
    p('Atlanta, GA 30303'),
    p('mthompson.atl@example.com — 404-555-0133'),
    ...docxBody(),
    new Paragraph({ text: 'References', heading: HeadingLevel.HEADING_2 }),
    p('Linda Park (former supervisor) — linda.park@example.org — 404-555-0100'),
    p('James Reed (manager) — j.reed@example.org'),
  ]);
  expected.push({
    file: 'docx-references.docx',
    first_name: 'Marcus',
    last_name: 'Thompson',
    email: 'mthompson.atl@example.com',
    phone: '4045550133',
    linkedin_url: null,
  });

  await docx('docx-labelled.docx', [
    new Paragraph({ text: 'Personal Details', heading: HeadingLevel.HEADING_1 }),
    p('Full Name: Ahmed Al-Farsi'),
    p('E-mail: ahmed.alfarsi@example.ae'),
    p('Mobile: +971 50 123 4567'),
    new Paragraph({
      children: [
        new TextRun('Profile: '),
        link('linkedin.com/in/ahmed-alfarsi', 'https://ae.linkedin.com/in/ahmed-alfarsi'),
      ],
    }),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-labelled.docx',
    first_name: 'Ahmed',
    last_name: 'Al-Farsi',
    email: 'ahmed.alfarsi@example.ae',
    phone: '971501234567',
    linkedin_url: 'https://www.linkedin.com/in/ahmed-alfarsi',
  });

  await docx('docx-particles.docx', [
    p('Ludwig van der Berg', { bold: true, size: 36 }),
    p('Amsterdam | l.vanderberg@example.nl | +31 6 12345678'),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-particles.docx',
    first_name: 'Ludwig',
    last_name: 'van der Berg',
    email: 'l.vanderberg@example.nl',
    phone: '31612345678',
    linkedin_url: null,
  });

  await docx('docx-dots.docx', [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: 'Sofia Rossi', bold: true, size: 40 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun('Milano · sofia.rossi@example.it · +39 312 345 6789')],
    }),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-dots.docx',
    first_name: 'Sofia',
    last_name: 'Rossi',
    email: 'sofia.rossi@example.it',
    phone: '393123456789',
    linkedin_url: null,
  });

  await docx('docx-cv-heading.docx', [
    new Paragraph({ text: 'CURRICULUM VITAE', heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER }),
    p('NNAMDI OKAFOR', { bold: true, size: 32 }),
    p('Phone: 0803 555 0142'),
    p('Email: nnamdi.okafor@example.com'),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-cv-heading.docx',
    first_name: 'Nnamdi',
    last_name: 'Okafor',
    email: 'nnamdi.okafor@example.com',
    phone: '08035550142',
    linkedin_url: null,
  });

  await docx('docx-name-and-title.docx', [
    p('JOHN SMITH — SENIOR ACCOUNTANT', { bold: true, size: 32 }),
    p('1200 Main Street, Springfield, IL 62701'),
    p('john.smith.cpa@example.com | Office: +1-217-555-0199'),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-name-and-title.docx',
    first_name: 'John',
    last_name: 'Smith',
    email: 'john.smith.cpa@example.com',
    phone: '12175550199',
    linkedin_url: null,
  });

  await docx('docx-apostrophe.docx', [
    p("D'ANGELO O'BRIEN-SMITH", { bold: true, size: 36 }),
    new Paragraph({
      children: [
        new TextRun('dangelo.obrien@example.com  ·  +1 (646) 555-0190  ·  '),
        link('My LinkedIn profile', 'http://linkedin.com/in/dangelo-obrien'),
      ],
    }),
    ...docxBody(),
  ]);
  expected.push({
    file: 'docx-apostrophe.docx',
    first_name: "D'Angelo",
    last_name: "O'Brien-Smith",
    email: 'dangelo.obrien@example.com',
    phone: '16465550190',
    linkedin_url: 'https://www.linkedin.com/in/dangelo-obrien',
  });
}

// ---------- TXT ----------

function txtResume(header: string[]): string {
  return [
    ...header,
    '',
    'SUMMARY',
    'Reliable professional with eight years of experience in operations and customer service.',
    '',
    'EXPERIENCE',
    ...BODY.experience.map((line) => `- ${line}`),
    '',
    'EDUCATION',
    BODY.education,
  ].join('\n');
}

function encodeUtf16(text: string, bigEndian: boolean): Buffer {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  if (!bigEndian) return le;
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return be;
}

function txtFixtures() {
  const write = (file: string, bytes: Buffer) => fs.writeFileSync(path.join(OUT, file), bytes);
  write(
    'txt-utf8.txt',
    Buffer.from(
      txtResume([
        'Zoë Ångström',
        'San Francisco, CA',
        'zoe.angstrom@example.com',
        '(415) 555-0134',
        'www.linkedin.com/in/zoe-angstrom',
      ]),
      'utf8',
    ),
  );
  expected.push({
    file: 'txt-utf8.txt',
    first_name: 'Zoë',
    last_name: 'Ångström',
    email: 'zoe.angstrom@example.com',
    phone: '4155550134',
    linkedin_url: 'https://www.linkedin.com/in/zoe-angstrom',
  });

  write(
    'txt-utf16le.txt',
    encodeUtf16(txtResume(['Chloé Dubois', 'chloe.dubois@example.fr', 'Tél. : +33 6 12 34 56 78']), false),
  );
  expected.push({
    file: 'txt-utf16le.txt',
    first_name: 'Chloé',
    last_name: 'Dubois',
    email: 'chloe.dubois@example.fr',
    phone: '33612345678',
    linkedin_url: null,
  });

  write(
    'txt-utf16be.txt',
    encodeUtf16(txtResume(['HIROSHI TANAKA', 'Tokyo, Japan', 'hiroshi.tanaka@example.jp / +81 90-1234-5678']), true),
  );
  expected.push({
    file: 'txt-utf16be.txt',
    first_name: 'Hiroshi',
    last_name: 'Tanaka',
    email: 'hiroshi.tanaka@example.jp',
    phone: '819012345678',
    linkedin_url: null,
  });

  const cp1252 = txtResume([
    'José Muñoz Peña',
    'Ciudad de México',
    'Teléfono: +52 55 1234 5678',
    'Correo: jose.munoz@example.mx',
  ]).replace(/\n/g, '\r\n');
  write('txt-windows1252.txt', Buffer.from([...cp1252].map((c) => c.charCodeAt(0))));
  expected.push({
    file: 'txt-windows1252.txt',
    first_name: 'José',
    last_name: 'Muñoz Peña',
    email: 'jose.munoz@example.mx',
    phone: '525512345678',
    linkedin_url: null,
  });

  write(
    'txt-middle-initial.txt',
    Buffer.from(
      txtResume([
        'Aisha K. Bello',
        'Abuja • aisha.bello@example.com • +234 (0) 809 555 0101',
        'https://www.linkedin.com/in/aishabello',
      ]),
      'utf8',
    ),
  );
  expected.push({
    file: 'txt-middle-initial.txt',
    first_name: 'Aisha',
    last_name: 'Bello',
    email: 'aisha.bello@example.com',
    phone: '23408095550101',
    linkedin_url: 'https://www.linkedin.com/in/aishabello',
  });

  write(
    'txt-referee-first.txt',
    Buffer.from(
      [
        'Carlos Mendes',
        'Lisbon, Portugal | +351 912 345 678',
        'carlos.mendes@example.pt',
        '',
        'Recommended by: Ana Silva, Head of Sales (ana.silva@example.pt, +351 913 000 000)',
        '',
        txtResume([]),
      ].join('\n'),
      'utf8',
    ),
  );
  expected.push({
    file: 'txt-referee-first.txt',
    first_name: 'Carlos',
    last_name: 'Mendes',
    email: 'carlos.mendes@example.pt',
    phone: '351912345678',
    linkedin_url: null,
  });

  write(
    'txt-tab-labels.txt',
    Buffer.from(txtResume(['Name\tLinda Okoye', 'Email\tlinda.okoye@example.com', 'Phone\t+234 701 234 5678']), 'utf8'),
  );
  expected.push({
    file: 'txt-tab-labels.txt',
    first_name: 'Linda',
    last_name: 'Okoye',
    email: 'linda.okoye@example.com',
    phone: '2347012345678',
    linkedin_url: null,
  });

  write(
    'txt-no-name-line.txt',
    Buffer.from(txtResume(['PROFILE', 'Email: grace.hopper@example.com', 'Phone: +1 202 555 0175']), 'utf8'),
  );
  expected.push({
    file: 'txt-no-name-line.txt',
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace.hopper@example.com',
    phone: '12025550175',
    linkedin_url: null,
  });

  // Hostile text-ish files.
  fs.writeFileSync(path.join(HOSTILE, 'empty.txt'), Buffer.alloc(0));
  const garbage = Buffer.alloc(4096);
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 256;
  fs.writeFileSync(path.join(HOSTILE, 'garbage.bin'), garbage);
  fs.writeFileSync(
    path.join(HOSTILE, 'image.png'),
    Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  );
}

// ---------- Zip bombs ----------

/** A zip of `entries`, deflated at the highest level, enough to build hostile DOCX files. */
const zip = (entries: Array<{ name: string; data: Buffer }>) => zipOf(entries, 9);

function zipBombs() {
  const types = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  fs.writeFileSync(
    path.join(HOSTILE, 'zip-bomb.docx'),
    zip([
      { name: '[Content_Types].xml', data: types },
      { name: 'word/document.xml', data: Buffer.alloc(200 * 1024 * 1024, 0x20) },
    ]),
  );
  fs.writeFileSync(
    path.join(HOSTILE, 'zip-many-entries.docx'),
    zip([
      { name: '[Content_Types].xml', data: types },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      ...Array.from({ length: 1500 }, (_, i) => ({ name: `word/media/x${i}.bin`, data: Buffer.from('x') })),
    ]),
  );
}

// Only this script's own files go: the later batches live in folders beside them.
fs.mkdirSync(OUT, { recursive: true });
for (const entry of fs.readdirSync(OUT, { withFileTypes: true })) {
  if (entry.isFile()) fs.rmSync(path.join(OUT, entry.name));
}
fs.rmSync(HOSTILE, { recursive: true, force: true });
fs.mkdirSync(HOSTILE, { recursive: true });
await pdfFixtures();
await docxFixtures();
txtFixtures();
zipBombs();
fs.writeFileSync(path.join(OUT, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`Wrote ${expected.length} resumes and ${fs.readdirSync(HOSTILE).length} hostile files to ${OUT}`);
