/**
 * `npm run bench:hostile`: starts the API with its defaults, sends the resumes an attacker would (100,000
 * dashes pasted, four 5 MB text files at once, a DOCX zip bomb that under-declares its size, a PDF with a
 * 300 MB Flate stream, and a PDF whose bomb hides behind a second filter) while polling /healthz and
 * /api/jobs, and prints the worst latency of those, each hostile request's time and status, and the API's
 * memory before, at peak and after.
 *
 * Targets: health and jobs within 1 s throughout, each hostile answer within 15 s, memory back down after.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { docxBomb, pdfFlateBomb, pdfHiddenFontBomb } from '../api/test/hostile-resumes.ts';
import { memoryOf, startApi } from './load/kit.ts';

const MB = 1024 * 1024;

interface Case {
  name: string;
  /** Builds the request bodies; more than one are sent at once. */
  bodies: () => FormData[];
}

function fileForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

function textForm(text: string): FormData {
  const form = new FormData();
  form.set('resumeText', text);
  return form;
}

const hostileText = (): Buffer => {
  const unit = '1-a.a@b.' + '-'.repeat(56) + '\u2003 \t ';
  return Buffer.from(unit.repeat(Math.ceil((5 * MB) / unit.length))).subarray(0, 5 * MB);
};

const cases: Case[] = [
  { name: '100,000 dashes pasted', bodies: () => [textForm('-'.repeat(100_000))] },
  { name: 'four 5 MB .txt at once', bodies: () => [1, 2, 3, 4].map(() => fileForm(hostileText(), 'resume.txt')) },
  { name: 'DOCX zip bomb (400 MB, declares 1 MB)', bodies: () => [fileForm(docxBomb(400), 'resume.docx')] },
  { name: 'PDF with a 300 MB Flate stream', bodies: () => [fileForm(pdfFlateBomb(300), 'resume.pdf')] },
  { name: 'PDF font bomb behind ASCIIHex', bodies: () => [fileForm(pdfHiddenFontBomb(300), 'resume.pdf')] },
];

const api = await startApi({ LOG_LEVEL: 'warn' });
const pid = api.child.pid!;
try {
  // Let the parser threads finish loading before the baseline is taken.
  await sleep(3_000);
  const before = memoryOf(pid).rssMb;
  let peak = before;
  let polling = true;
  const worst: Record<string, number> = { '/healthz': 0, '/api/jobs': 0 };
  const failures: string[] = [];
  const poll = (async () => {
    while (polling) {
      for (const path of Object.keys(worst)) {
        const started = performance.now();
        const res = await fetch(`${api.url}${path}`);
        await res.arrayBuffer();
        worst[path] = Math.max(worst[path]!, performance.now() - started);
        if (res.status !== 200) failures.push(`${path} answered ${res.status}`);
      }
      peak = Math.max(peak, memoryOf(pid).rssMb);
      await sleep(50);
    }
  })();

  const rows: string[] = [];
  for (const item of cases) {
    const bodies = item.bodies();
    const started = performance.now();
    const answers = await Promise.all(
      bodies.map(async (body) => {
        const res = await fetch(`${api.url}/api/applications/preview`, { method: 'POST', body });
        const payload = (await res.json()) as { code?: string };
        return { status: res.status, code: payload.code, ms: performance.now() - started };
      }),
    );
    for (const answer of answers) {
      rows.push(
        `  ${item.name.padEnd(40)} ${String(answer.status).padEnd(4)} ${(answer.code ?? 'ok').padEnd(18)} ${(answer.ms / 1000).toFixed(2)} s`,
      );
    }
    await sleep(500);
  }
  // Memory after: the parsers have been idle for a few seconds.
  await sleep(5_000);
  polling = false;
  await poll;
  const after = memoryOf(pid).rssMb;
  peak = Math.max(peak, memoryOf(pid).peakMb);

  console.log('Hostile resumes against the API (defaults, embedded database)');
  console.log(`  ${'case'.padEnd(40)} ${'HTTP'.padEnd(4)} ${'code'.padEnd(18)} time`);
  for (const row of rows) console.log(row);
  console.log('Worst latency while they ran (target < 1 s)');
  for (const [path, ms] of Object.entries(worst)) console.log(`  ${path.padEnd(12)} ${ms.toFixed(0)} ms`);
  if (failures.length) console.log(`  failures: ${failures.slice(0, 5).join('; ')}`);
  console.log(
    `API memory (RSS, whole process with its parser threads): before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB`,
  );
} finally {
  await api.stop();
}
