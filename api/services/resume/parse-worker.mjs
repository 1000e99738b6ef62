// Runs the PDF and DOCX parsers in a worker thread so a slow or hostile file never blocks the API's event
// loop; the pool (parser-pool.ts) terminates this thread when a parse runs past its time limit.
import { parentPort } from 'node:worker_threads';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

/** Reads the text and link targets of the first `maxPages` pages of a PDF. */
async function parsePdf(data, maxPages) {
  const parser = new PDFParse({ data, verbosity: 0, isEvalSupported: false });
  try {
    const info = await parser.getInfo({ parsePageInfo: true, first: maxPages });
    const result = await parser.getText({ first: maxPages, pageJoiner: '' });
    const links = (info.pages ?? []).flatMap((page) => (page.links ?? []).map((link) => link.url)).filter(Boolean);
    return { text: result.text ?? '', links, pages: info.total ?? 0 };
  } finally {
    await parser.destroy();
  }
}

/** Converts a DOCX to HTML (to keep paragraphs, lists and hyperlink targets); images are dropped. */
async function parseDocx(data) {
  const result = await mammoth.convertToHtml(
    { buffer: Buffer.from(data) },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })), ignoreEmptyParagraphs: true },
  );
  return { html: result.value ?? '' };
}

// A one-page PDF read once at start: loading the PDF engine and compiling its hot paths happens here,
// not during a candidate's first upload.
const WARM_UP_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 60]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 10 20 Td (Resume warm-up text) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
await parsePdf(WARM_UP_PDF, 1).catch(() => undefined);

// Messages sent while warming up wait in the port's queue until this listener is attached.
parentPort.on('message', async ({ id, kind, data, maxPages }) => {
  try {
    const result = kind === 'pdf' ? await parsePdf(data, maxPages) : await parseDocx(data);
    parentPort.postMessage({ id, ok: true, ...result });
  } catch (err) {
    const name = err && typeof err === 'object' ? err.name : '';
    parentPort.postMessage({ id, ok: false, error: name === 'PasswordException' ? 'encrypted' : 'unreadable' });
  }
});
