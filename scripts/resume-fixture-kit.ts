/**
 * What the resume fixture generators (make-resume-varied-fixtures.ts, make-resume-fresh-fixtures.ts) share: the
 * shape of a fixture and its truth, and the writing of the files with their expected.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Packer, type Document } from 'docx';
import { chromium } from 'playwright-core';

/**
 * The truth of one resume: the name as a recruiter would enter it (given name first, whatever order the resume
 * writes it in), `phone` as written (compared by its digits) or null when the resume gives none, and the LinkedIn
 * profile as https://www.linkedin.com/in/<handle> or null.
 */
export interface Truth {
  first: string;
  last: string;
  email: string;
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

/** A text file, written in the encoding `encode` gives it. */
export interface TxtFixture {
  file: string;
  truth: Truth;
  text: string;
  encode: (text: string) => Buffer;
}

export const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes every fixture into `out` (PDFs printed by Chromium on A4) and their truths as `out`/expected.json. */
export async function writeResumeFixtures(
  out: string,
  pdfs: PdfFixture[],
  docxs: DocxFixture[],
  txts: TxtFixture[],
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
  for (const fixture of docxs) fs.writeFileSync(path.join(out, fixture.file), await Packer.toBuffer(fixture.doc()));
  for (const fixture of txts) fs.writeFileSync(path.join(out, fixture.file), fixture.encode(fixture.text));

  const expected = [...pdfs, ...docxs, ...txts].map(({ file, truth }) => ({
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
