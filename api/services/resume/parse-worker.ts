// The parser thread: reads resumes (readResume) so that a slow or hostile one never blocks the API's event
// loop. The pool (parser-pool.ts) terminates this thread when a read overruns its time or memory.
import { parentPort } from 'node:worker_threads';
import { readResume, type ReadInput } from './read.ts';

/** Memory this thread holds: its heap plus the buffers outside it (which the heap limit does not cover). */
function memoryHeld(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
}

// A one-page PDF and a short text read once at start: loading the PDF engine and compiling the hot paths
// happens here, not during a candidate's first upload.
const WARM_UP_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 60]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 10 20 Td (Resume warm-up text) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
await readResume({ kind: 'file', bytes: WARM_UP_PDF }).catch(() => undefined);
await readResume({ kind: 'text', text: 'Jane Doe\njane@example.com\n+1 512 555 0147\n\nEXPERIENCE\n• Care' });

// Messages sent while warming up wait in the port's queue until this listener is attached.
parentPort!.on('message', async ({ id, input }: { id: number; input: ReadInput }) => {
  let answer;
  try {
    answer = await readResume(input);
  } catch {
    answer = { ok: false, error: 'unreadable' } as const;
  }
  parentPort!.postMessage({ id, answer, memory: memoryHeld() });
});
parentPort!.postMessage({ ready: true });
