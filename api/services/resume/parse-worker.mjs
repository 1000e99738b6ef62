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

parentPort.on('message', async ({ id, kind, data, maxPages }) => {
  try {
    const result = kind === 'pdf' ? await parsePdf(data, maxPages) : await parseDocx(data);
    parentPort.postMessage({ id, ok: true, ...result });
  } catch (err) {
    const name = err && typeof err === 'object' ? err.name : '';
    parentPort.postMessage({ id, ok: false, error: name === 'PasswordException' ? 'encrypted' : 'unreadable' });
  }
});
