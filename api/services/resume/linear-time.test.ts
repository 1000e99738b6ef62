import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../../src/shared/html-text.ts';
import { backtrackingTexts, docxBomb, pdfFlateBomb } from '../../test/hostile-resumes.ts';
import { extractContact, linkedInTail, normalizeLinkedIn, ocrContactRepairs, parseNameLine } from './contact.ts';
import { foldTypedForms, formatResumeText, isHeading } from './format.ts';
import { externalHyperlinks, fieldHyperlinks, paragraphSizes, styleSizes, wordParagraphs } from './docx-parts.ts';
import { chargePdfStreams, inflateBudget, InflateLimitError, INFLATE_CAP_BYTES, openCappedZip } from './inflate.ts';
import { htmlLinks, readResume } from './read.ts';
import { rtfText } from './rtf.ts';

// A pattern that backtracks takes seconds to minutes on these 100,000-character strings (the e-mail pattern
// once froze the API for 21 s on 100,000 dashes); linear ones take milliseconds. The bound leaves room for
// a busy machine while still failing any quadratic pattern.
const BOUND_MS = 1_000;

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

describe('patterns that see resume text run in linear time', () => {
  for (const [label, text] of Object.entries(backtrackingTexts())) {
    it(`on ${label}`, () => {
      expect(text.length).toBeGreaterThanOrEqual(99_990);
      const oneLine = text.replace(/\n/g, ' ');
      expect(
        timed(() => formatResumeText(text)),
        'format',
      ).toBeLessThan(BOUND_MS);
      expect(
        timed(() => extractContact(text)),
        'contact',
      ).toBeLessThan(BOUND_MS);
      expect(
        timed(() => extractContact(oneLine, [oneLine])),
        'contact, one line',
      ).toBeLessThan(BOUND_MS);
      expect(
        timed(() => parseNameLine(oneLine)),
        'name',
      ).toBeLessThan(BOUND_MS);
      expect(
        timed(() => normalizeLinkedIn(oneLine)),
        'linkedin',
      ).toBeLessThan(BOUND_MS);
      expect(
        timed(() => linkedInTail('linkedin.com/in/ann-', oneLine)),
        'linkedin tail',
      ).toBeLessThan(BOUND_MS);
      expect(
        timed(() => isHeading(oneLine)),
        'heading',
      ).toBeLessThan(BOUND_MS);
      expect(
        timed(() => htmlLinks(`<a href="${oneLine}">x</a>`)),
        'links',
      ).toBeLessThan(BOUND_MS);
      expect(
        timed(() => htmlToPlainText(`<p>${text}</p>`)),
        'html',
      ).toBeLessThan(BOUND_MS);
    });
  }

  it('reads Word XML in linear time whatever its tags', () => {
    for (const xml of [
      '<'.repeat(100_000),
      '<w:t'.repeat(25_000),
      '<w:p>'.repeat(20_000),
      '<Relationship '.repeat(8_000),
      'HYPERLINK "'.repeat(9_000),
      '<w:style w:styleId="a"><w:basedOn w:val="a"/><w:sz w:val="1'.repeat(2_000),
    ]) {
      expect(timed(() => wordParagraphs(xml))).toBeLessThan(BOUND_MS);
      expect(timed(() => externalHyperlinks(xml))).toBeLessThan(BOUND_MS);
      expect(timed(() => fieldHyperlinks(xml))).toBeLessThan(BOUND_MS);
      expect(timed(() => paragraphSizes(xml, styleSizes(xml), 100_000))).toBeLessThan(BOUND_MS);
    }
  });

  it('still finds contact details next to hostile runs', () => {
    const text = `Jane Doe\njane.doe@example.com\n+1 512 555 0147\n${'-'.repeat(90_000)}\nlinkedin.com/in/janedoe...`;
    expect(extractContact(text)).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@example.com',
      phone: '+1 512 555 0147',
      linkedin_url: 'https://www.linkedin.com/in/janedoe',
    });
  });
});

describe('inflation is counted as it happens, whatever a file declares', () => {
  it('stops a DOCX part that inflates past the cap though its directory claims 1 MB', async () => {
    const budget = inflateBudget();
    const zip = openCappedZip(docxBomb(), budget);
    await expect(zip.read('word/document.xml', 'utf-8')).rejects.toBeInstanceOf(InflateLimitError);
    expect(budget.used).toBeLessThanOrEqual(INFLATE_CAP_BYTES);
    expect(await readResume({ kind: 'file', bytes: docxBomb() })).toEqual({ ok: false, error: 'too_complex' });
  });

  it('stops a PDF whose Flate stream inflates to 300 MB before the PDF engine reads it', async () => {
    expect(() => chargePdfStreams(pdfFlateBomb(), inflateBudget())).toThrow(InflateLimitError);
    expect(await readResume({ kind: 'file', bytes: pdfFlateBomb() })).toEqual({ ok: false, error: 'too_complex' });
  });

  it('reads real files within the budget and counts what they inflate to', async () => {
    const dir = path.resolve('tests/fixtures/resumes');
    const budget = inflateBudget();
    chargePdfStreams(fs.readFileSync(path.join(dir, 'pdf-multipage.pdf')), budget);
    expect(budget.used).toBeGreaterThan(1_000);
    const docx = await readResume({ kind: 'file', bytes: fs.readFileSync(path.join(dir, 'docx-hyperlink.docx')) });
    expect(docx.ok && docx.preview.contact_info.linkedin_url).toBe('https://www.linkedin.com/in/emily-carter-seattle');
  });

  it('reads a 5 MB text file only up to the 100,000-character cap, like pasted text', async () => {
    const big = Buffer.from(`Jane Doe\njane@example.com\n${'Experience with patients. '.repeat(200_000)}`);
    expect(big.length).toBeGreaterThan(5_000_000);
    const answer = await readResume({ kind: 'file', bytes: big.subarray(0, 5 * 1024 * 1024) });
    expect(answer.ok && answer.source.characters).toBe(100_000);
    expect(answer.ok && answer.preview.contact_info.email).toBe('jane@example.com');
  });
});

describe('scan and RTF repairs run in linear time', () => {
  it('repairs OCR confusions and folds typed forms', () => {
    const lines = ['0O'.repeat(40_000), '1 l'.repeat(30_000), `a@${'bI'.repeat(40_000)}`, 'x @ '.repeat(30_000)];
    for (const line of [...lines, 'a | '.repeat(30_000), 'a.b@c.de'.repeat(20_000)]) {
      expect(timed(() => foldTypedForms(ocrContactRepairs(line)))).toBeLessThan(BOUND_MS);
    }
  });

  it('reads RTF', () => {
    for (const rtf of [
      '{\\rtf1 ' + '{\\b x}'.repeat(50_000),
      '{\\rtf1 ' + "\\'e9".repeat(50_000),
      '{'.repeat(100_000),
      '{\\fldinst '.repeat(50_000),
    ]) {
      expect(timed(() => rtfText(rtf))).toBeLessThan(BOUND_MS);
    }
  });
});
