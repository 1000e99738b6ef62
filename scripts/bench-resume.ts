/**
 * Resume reader benchmark: reads every resume of the development set (tests/fixtures/resumes and its layout/
 * folder, the cases the reader is tuned on; and its varied/, fresh/ and wild/ to wild8/ folders, each reported apart) and of the held-out set (tests/heldout/resumes, written by someone
 * who never read the reader, never tuned on), compares the contact details with each set's expected.json and
 * prints, for each set apart, per-field accuracy and the p50/p95 preview time (the whole preview as the API
 * makes it, in the parser threads).
 *
 *   npm run bench:resume                 (-- --dev for the development set alone, -- --verbose to list its misses)
 *
 * Misses are listed for the development set only: the held-out set gives a figure, not cases to tune on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parserPool, previewResumeFile } from '../api/services/resume/index.ts';
import type { ContactInfo } from '../src/shared/resume.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'linkedin_url'] as const;
type Field = (typeof FIELDS)[number];
const ROUNDS = 5;
const verbose = process.argv.includes('--verbose');
const devOnly = process.argv.includes('--dev');

interface Case {
  file: string;
  expected: Record<Field, string | null>;
}

const norm = (field: Field, value: string | null | undefined): string => {
  if (!value) return '';
  if (field === 'phone') return value.replace(/\D/g, '');
  if (field === 'email') return value.toLowerCase();
  return value.normalize('NFC');
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const camel = (field: Field) => field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The cases of an expected.json: a list (or an object holding one) of entries naming a file and its fields,
 * in snake_case or camelCase, flat or under a key such as `expected` or `contact_info`.
 */
function loadCases(dir: string): Case[] {
  const file = path.join(dir, 'expected.json');
  if (!fs.existsSync(file)) return [];
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const list = Array.isArray(raw)
    ? raw
    : (Object.values(raw as Record<string, unknown>).find(Array.isArray) ??
      Object.entries(raw as Record<string, unknown>).map(([name, value]) => ({ file: name, ...(value as object) })));
  return (list as Array<Record<string, unknown>>).map((entry) => {
    const name = String(entry.file ?? entry.path ?? entry.name ?? entry.filename ?? '');
    const holder = (['expected', 'contact_info', 'contact', 'truth', 'fields']
      .map((key) => entry[key])
      .find((value) => value && typeof value === 'object') ?? entry) as Record<string, unknown>;
    const expected = Object.fromEntries(
      FIELDS.map((field) => [field, (holder[field] ?? holder[camel(field)] ?? null) as string | null]),
    ) as Record<Field, string | null>;
    return { file: path.join(dir, name), expected };
  });
}

interface Result {
  hits: Record<Field, number>;
  total: number;
  times: number[];
  misses: string[];
}

async function run(cases: Case[]): Promise<Result> {
  const hits = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const times: number[] = [];
  const misses: string[] = [];
  for (const item of cases) {
    const bytes = fs.readFileSync(item.file);
    let contact: ContactInfo | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      try {
        contact = (await previewResumeFile(bytes)).preview.contact_info;
      } catch {
        contact = { first_name: null, last_name: null, email: null, phone: null, linkedin_url: null };
      }
      times.push(performance.now() - started);
    }
    for (const field of FIELDS) {
      if (norm(field, contact![field]) === norm(field, item.expected[field])) hits[field]++;
      else
        misses.push(
          `${path.basename(item.file)} ${field}: got ${JSON.stringify(contact![field])}, expected ${JSON.stringify(item.expected[field])}`,
        );
    }
  }
  return { hits, total: cases.length, times, misses };
}

function report(title: string, result: Result) {
  console.log(`${title}: ${result.total} resumes`);
  if (result.total === 0) return;
  for (const field of FIELDS) {
    const hit = result.hits[field];
    console.log(`  ${field.padEnd(13)} ${hit}/${result.total}  ${((100 * hit) / result.total).toFixed(1)}%`);
  }
  const all = Object.values(result.hits).reduce((a, b) => a + b, 0);
  const fields = result.total * FIELDS.length;
  console.log(`  ${'all fields'.padEnd(13)} ${all}/${fields}  ${((100 * all) / fields).toFixed(1)}%`);
  console.log(
    `  preview time (${ROUNDS} rounds each, parser threads warm): p50 ${percentile(result.times, 50).toFixed(1)} ms  p95 ${percentile(result.times, 95).toFixed(1)} ms`,
  );
}

const root = path.resolve('tests/fixtures/resumes');
const dev = [...loadCases(root), ...loadCases(path.join(root, 'layout'))];
const varied = loadCases(path.join(root, 'varied'));
const fresh = loadCases(path.join(root, 'fresh'));
const wild = loadCases(path.join(root, 'wild'));
const wild2 = loadCases(path.join(root, 'wild2'));
const wild3 = loadCases(path.join(root, 'wild3'));
const wild4 = loadCases(path.join(root, 'wild4'));
const wild5 = loadCases(path.join(root, 'wild5'));
const wild6 = loadCases(path.join(root, 'wild6'));
const wild7 = loadCases(path.join(root, 'wild7'));
const wild8 = loadCases(path.join(root, 'wild8'));
const heldout = devOnly ? [] : loadCases(path.resolve('tests/heldout/resumes'));

// One warm-up read per format so worker start-up is not counted as preview time.
for (const ext of ['.pdf', '.docx', '.txt']) {
  const first = dev.find((c) => c.file.endsWith(ext));
  if (first) await previewResumeFile(fs.readFileSync(first.file)).catch(() => undefined);
}

for (const [title, cases] of [
  ['Development set (tests/fixtures/resumes and layout/, tuned on)', dev],
  ['Development set, varied kinds (tests/fixtures/resumes/varied, tuned on)', varied],
  ['Development set, fresh kinds (tests/fixtures/resumes/fresh, tuned on)', fresh],
  ['Development set, wild kinds (tests/fixtures/resumes/wild, tuned on)', wild],
  ['Development set, second wild batch (tests/fixtures/resumes/wild2, tuned on)', wild2],
  ['Development set, layouts of real resume sources (tests/fixtures/resumes/wild3, tuned on)', wild3],
  ['Development set, details of real documents (tests/fixtures/resumes/wild4, tuned on)', wild4],
  ['Development set, real generators and names of many countries (tests/fixtures/resumes/wild5, tuned on)', wild5],
  ['Development set, low-level quirks of real files (tests/fixtures/resumes/wild6, tuned on)', wild6],
  ["Development set, other people's names and contacts in the file (tests/fixtures/resumes/wild7, tuned on)", wild7],
  ['Development set, scanned, converted and exported documents (tests/fixtures/resumes/wild8, tuned on)', wild8],
] as const) {
  const devResult = await run(cases);
  report(title, devResult);
  if (devResult.misses.length && verbose) console.log(`  misses:\n    ${devResult.misses.join('\n    ')}`);
  else if (devResult.misses.length) console.log(`  ${devResult.misses.length} miss(es); -- --verbose lists them.`);
}
if (!devOnly) report('Held-out set (tests/heldout/resumes, never tuned on)', await run(heldout));
await parserPool().close();
