/**
 * Resume pipeline benchmark: parses every fixture in tests/fixtures/resumes, compares the extracted contact
 * details with expected.json, and prints per-field accuracy and p50/p95 parse time per format.
 *
 *   npm run bench:resume            (add -- --verbose to list every miss)
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parserPool, previewResumeFile } from '../api/services/resume/index.ts';
import type { ContactInfo } from '../src/shared/resume.ts';

const DIR = path.resolve('tests/fixtures/resumes');
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'linkedin_url'] as const;
const ROUNDS = 5;
const verbose = process.argv.includes('--verbose');

type Expected = { file: string } & Record<(typeof FIELDS)[number], string | null>;

const norm = (field: (typeof FIELDS)[number], value: string | null | undefined): string => {
  if (!value) return '';
  if (field === 'phone') return value.replace(/\D/g, '');
  if (field === 'email') return value.toLowerCase();
  return value.normalize('NFC');
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const expected = JSON.parse(fs.readFileSync(path.join(DIR, 'expected.json'), 'utf8')) as Expected[];
const hits: Record<string, number> = Object.fromEntries(FIELDS.map((f) => [f, 0]));
const timings: Record<string, number[]> = {};
const misses: string[] = [];

// One warm-up parse per format so worker start-up is not counted as parse time.
for (const kind of ['pdf', 'docx', 'txt']) {
  const first = expected.find((e) => e.file.startsWith(kind));
  if (first) await previewResumeFile(fs.readFileSync(path.join(DIR, first.file)));
}

for (const item of expected) {
  const bytes = fs.readFileSync(path.join(DIR, item.file));
  let contact: ContactInfo | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const { preview, source } = await previewResumeFile(bytes);
    const elapsed = performance.now() - started;
    (timings[source.kind] ??= []).push(elapsed);
    contact = preview.contact_info;
  }
  for (const field of FIELDS) {
    if (norm(field, contact![field]) === norm(field, item[field])) hits[field]!++;
    else
      misses.push(
        `${item.file} ${field}: got ${JSON.stringify(contact![field])}, expected ${JSON.stringify(item[field])}`,
      );
  }
}
await parserPool().close();

console.log(`Resume extraction accuracy over ${expected.length} fixtures`);
for (const field of FIELDS) {
  console.log(
    `  ${field.padEnd(13)} ${hits[field]}/${expected.length}  ${((100 * hits[field]!) / expected.length).toFixed(1)}%`,
  );
}
const total = Object.values(hits).reduce((a, b) => a + b, 0);
console.log(
  `  ${'all fields'.padEnd(13)} ${total}/${expected.length * FIELDS.length}  ${((100 * total) / (expected.length * FIELDS.length)).toFixed(1)}%`,
);
console.log(`Parse + extract time per file (${ROUNDS} rounds each, worker threads warm)`);
for (const [kind, values] of Object.entries(timings)) {
  console.log(
    `  ${kind.padEnd(5)} n=${String(values.length).padEnd(4)} p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms`,
  );
}
if (misses.length && verbose) console.log(`Misses:\n  ${misses.join('\n  ')}`);
else if (misses.length) console.log(`${misses.length} miss(es); run with -- --verbose to list them.`);
