/**
 * What the resume fixture generators (make-resume-varied-fixtures.ts, make-resume-fresh-fixtures.ts) share: the
 * shape of a fixture and its truth, and the writing of the files with their expected.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { HeadingLevel, Packer, Paragraph, TextRun, type Document } from 'docx';
import iconv from 'iconv-lite';
import PDFDocument from 'pdfkit';
import { chromium } from 'playwright-core';
import { writeZip, type ZipStamp } from '../api/test/hostile-resumes.ts';

/**
 * The truth of one resume: the name as a recruiter would enter it (given name first, whatever order the resume
 * writes it in), `phone` as written (compared by its digits) or null when the resume gives none, and the LinkedIn
 * profile as https://www.linkedin.com/in/<handle> or null.
 */
export interface Truth {
  first: string | null;
  last: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
}

/** A page of HTML that Chromium prints to PDF. */
export interface PdfFixture {
  file: string;
  truth: Truth;
  page: string;
}

export interface DocxFixture {
  file: string;
  truth: Truth;
  doc: () => Document;
}

/**
 * A file whose bytes its generator makes itself (a PDF drawn with pdfkit, a zip written by hand), written as they come.
 */
export interface BytesFixture {
  file: string;
  truth: Truth;
  bytes: () => Promise<Buffer>;
}

/** A text file, written in the encoding `encode` gives it. */
export interface TxtFixture {
  file: string;
  truth: Truth;
  text: string;
  encode: (text: string) => Buffer;
}

export const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The type and spacing most resume templates start from; a template's own CSS follows it. */
export const BASE_CSS = `
  * { box-sizing: border-box; } body { margin: 0; font-family: 'Liberation Sans', sans-serif; font-size: 10pt; color: #262626; }
  h1 { margin: 0; } h2 { font-size: 11pt; margin: 12pt 0 4pt; text-transform: uppercase; letter-spacing: 0.06em; }
  h3 { font-size: 10pt; margin: 7pt 0 1pt; } p { margin: 2pt 0; } ul { margin: 2pt 0; padding-left: 14pt; }
  a { color: inherit; text-decoration: none; }`;

/** A whole HTML document around a template's body, for Chromium to print (`title`: the PDF's document title). */
export const htmlPage = (css: string, body: string, lang = 'en', base = BASE_CSS, title = '') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${title ? `<title>${esc(title)}</title>` : ''}<style>${base}${css}</style></head><body>${body}</body></html>`;

/**
 * Writes every fixture into `out` (PDFs printed by Chromium on A4, `made` files as their own bytes) and their truths as
 * `out`/expected.json, in the order Chromium PDFs, made files, Word documents, text files.
 */
export async function writeResumeFixtures(
  out: string,
  pdfs: PdfFixture[],
  docxs: DocxFixture[],
  txts: TxtFixture[],
  made: BytesFixture[] = [],
): Promise<void> {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const tab = await browser.newPage();
    for (const fixture of pdfs) {
      await tab.setContent(fixture.page);
      await tab.pdf({ path: path.join(out, fixture.file), format: 'A4', printBackground: true });
    }
  } finally {
    await browser.close();
  }
  for (const fixture of made) fs.writeFileSync(path.join(out, fixture.file), await fixture.bytes());
  for (const fixture of docxs) fs.writeFileSync(path.join(out, fixture.file), await Packer.toBuffer(fixture.doc()));
  for (const fixture of txts) fs.writeFileSync(path.join(out, fixture.file), fixture.encode(fixture.text));

  const expected = [...pdfs, ...made, ...docxs, ...txts].map(({ file, truth }) => ({
    file,
    first_name: truth.first,
    last_name: truth.last,
    email: truth.email,
    phone: truth.phone === null ? null : truth.phone.replace(/\D/g, ''),
    linkedin_url: truth.linkedin,
  }));
  fs.writeFileSync(path.join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
  console.log(`wrote ${expected.length} resumes to ${path.relative(process.cwd(), out)}`);
}

// ---------- pictures as PNG ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An RGB PNG whose pixel colours `paint` gives (photos and icons in the fixtures). */
export function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(paint(x, y), 1 + x * 3);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];

/** A head-and-shoulders silhouette as a PNG: the resumes' photo, in the template's own ink and paper colours. */
export function silhouettePng(ink: Rgb = [120, 128, 140], paper: Rgb = [214, 219, 226], width = 120, height = 150) {
  return png(width, height, (x, y) => {
    const head = ((x - width / 2) / (width * 0.22)) ** 2 + ((y - height * 0.38) / (height * 0.2)) ** 2 <= 1;
    const shoulders =
      y > height * 0.62 && ((x - width / 2) / (width * 0.48)) ** 2 + ((y - height) / (height * 0.36)) ** 2 <= 1;
    return head || shoulders ? ink : paper;
  });
}

/** A PNG as a data: URI for an <img> in a template. */
export const pngUri = (image: Buffer) => `data:image/png;base64,${image.toString('base64')}`;

// ---------- text files in their encodings ----------

/** Windows line ends. */
export const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
export const utf8 = (text: string) => Buffer.from(text, 'utf8');
export const utf8Bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
export const utf16leBom = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
/** A single-byte code page through iconv-lite, refusing any character the code page cannot hold. */
export const codePage = (encoding: string) => (text: string) => {
  const bytes = iconv.encode(text, encoding);
  if (iconv.decode(bytes, encoding) !== text) throw new Error(`${encoding} cannot hold every character of the text`);
  return bytes;
};

// ---------- Word documents ----------

/** The run formatting the Word generators set. */
export interface RunOptions {
  bold?: boolean;
  italics?: boolean;
  size?: number;
  allCaps?: boolean;
  color?: string;
  font?: string;
}
export const run = (text: string, options: RunOptions = {}) => new TextRun({ text, ...options });
/** A paragraph of one run. */
export const para = (text: string, options: RunOptions = {}) => new Paragraph({ children: [run(text, options)] });
export const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(text)] });
/** One paragraph per line. */
export const lines = (texts: string[]) => texts.map((text) => para(text));

/** The document information a PDF's producer writes. */
export interface PdfInfo {
  Producer: string;
  Creator: string;
  Title?: string;
  Author?: string;
}

/**
 * A PDF that `draw` lays out with pdfkit, dated `stamp` so that every run writes the same bytes: on one A4 page to
 * start with, or with no page (`firstPage: false`) where `draw` adds its own; `fonts` are TrueType faces registered
 * under their keys.
 */
export function drawPdf(
  info: PdfInfo,
  stamp: Date,
  draw: (doc: PDFKit.PDFDocument) => void,
  { fonts = {}, firstPage = true }: { fonts?: Record<string, string>; firstPage?: boolean } = {},
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const dated = { ...info, CreationDate: stamp, ModDate: stamp };
    const doc = new PDFDocument(
      firstPage ? { size: 'A4', margin: 0, info: dated } : { autoFirstPage: false, margin: 0, info: dated },
    );
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
    draw(doc);
    doc.end();
  });
}

/** A zip of `entries`, each deflated at `level` with its CRC-32, as document tools write one. */
export function zipOf(entries: Array<{ name: string; data: Buffer }>, level: number, stamp: ZipStamp = {}): Buffer {
  const parts = entries.map(({ name, data }) => ({
    name,
    data: zlib.deflateRawSync(data, { level }),
    declaredSize: data.length,
    crc: zlib.crc32(data),
  }));
  return writeZip(parts, stamp);
}
