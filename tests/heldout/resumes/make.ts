/**
 * Writes the held-out resumes listed in expected.json into this folder.
 * Run from the repository root: npx tsx tests/heldout/resumes/make.ts [file ...]
 * With file names, only those documents are written (the others keep their committed bytes).
 * PDFs are printed by Debian's Chromium (/usr/bin/chromium, or $CHROMIUM_PATH).
 * expected.json is the truth and is never written here: the script only checks it agrees with people.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { chromium } from 'playwright-core';
import { people, truthOf, type Truth } from './people.ts';
import { renderDocx } from './render-docx.ts';
import { renderPdf } from './render-pdf.ts';
import { renderTxt } from './render-txt.ts';

const here = dirname(fileURLToPath(import.meta.url));

function checkTruth(): void {
  const expected = JSON.parse(readFileSync(join(here, 'expected.json'), 'utf8')) as Truth[];
  const fromPeople = people.map(truthOf);
  if (!isDeepStrictEqual(expected, fromPeople)) {
    throw new Error('expected.json and people.ts disagree: the truth must not drift from the documents');
  }
  const files = new Set(people.map((p) => p.file));
  if (files.size !== people.length) throw new Error('duplicate file names in people.ts');
}

async function main(): Promise<void> {
  checkTruth();
  const only = new Set(process.argv.slice(2));
  for (const f of only) if (!people.some((p) => p.file === f)) throw new Error(`${f} is not in people.ts`);
  const chosen = only.size > 0 ? people.filter((p) => only.has(p.file)) : people;
  const counts: Record<string, number> = {};
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    for (const p of chosen) {
      const ext = extname(p.file).slice(1);
      const out = join(here, p.file);
      if (ext === 'pdf') {
        const job = renderPdf(p);
        await page.setContent(job.html, { waitUntil: 'load' });
        await page.pdf({
          path: out,
          format: job.format,
          printBackground: true,
          margin: job.margin,
          displayHeaderFooter: Boolean(job.footerTemplate ?? job.headerTemplate),
          headerTemplate: job.headerTemplate ?? '<span></span>',
          footerTemplate: job.footerTemplate ?? '<span></span>',
        });
      } else if (ext === 'docx') {
        writeFileSync(out, await renderDocx(p));
      } else if (ext === 'txt') {
        writeFileSync(out, renderTxt(p));
      } else {
        throw new Error(`unknown format for ${p.file}`);
      }
      counts[ext] = (counts[ext] ?? 0) + 1;
    }
  } finally {
    await browser.close();
  }
  console.log(`wrote ${chosen.length} resumes:`, counts);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
