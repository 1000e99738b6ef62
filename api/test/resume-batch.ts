import fs from 'node:fs';
import path from 'node:path';
import { previewResumeFile } from '../services/resume/index.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'linkedin_url'] as const;

/** A field as the benchmark compares it: phones by their digits, addresses in any case, names as Unicode NFC. */
function comparable(field: (typeof FIELDS)[number], value: string | null | undefined): string {
  if (field === 'phone') return (value ?? '').replace(/\D/g, '');
  if (field === 'email') return (value ?? '').toLowerCase();
  return (value ?? '').normalize('NFC');
}

/** Reads every resume of a fixture batch and answers how many it holds and the share of fields read right. */
export async function batchAccuracy(dir: string): Promise<{ resumes: number; rate: number }> {
  const expected = JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8')) as Array<
    { file: string } & Record<string, string | null>
  >;
  let hits = 0;
  for (const item of expected) {
    const { contact_info } = (await previewResumeFile(fs.readFileSync(path.join(dir, item.file)))).preview;
    for (const field of FIELDS) if (comparable(field, contact_info[field]) === comparable(field, item[field])) hits++;
  }
  return { resumes: expected.length, rate: hits / Math.max(1, expected.length * FIELDS.length) };
}
