// The whole resume pipeline, run inside a parser worker (parse-worker.ts): nothing here runs on the API's
// event loop, and every step works on at most MAX_RESUME_TEXT_CHARS characters.
import mammoth from 'mammoth';
import { decodeHtmlEntities, htmlToPlainText } from '../../../src/shared/html-text.ts';
import { MAX_RESUME_BYTES, MAX_RESUME_TEXT_CHARS, type ResumePreview } from '../../../src/shared/resume.ts';
import { decodeText } from './charset.ts';
import { extractContact, type NameHint } from './contact.ts';
import { detectFileKind } from './detect.ts';
import {
  externalHyperlinks,
  fieldHyperlinks,
  paragraphSizes,
  styleSizes,
  withoutHiddenRuns,
  wordParagraphs,
} from './docx-parts.ts';
import { formatResumeText } from './format.ts';
import { chargePdfStreams, inflateBudget, InflateLimitError, openCappedZip, type CappedZip } from './inflate.ts';
import { readPdfLayout } from './pdf-layout.ts';
import { isRtf, rtfText } from './rtf.ts';
import { zipBombReason } from './zip.ts';

/** PDF pages read at most: a resume is a few pages; the rest of a long file is ignored. */
export const PDF_PAGE_CAP = 20;
/** Fewer readable letters than this means the file holds no text (e.g. a scanned image). */
const MIN_LETTERS = 20;

/** What the worker is asked to read: pasted text, or an uploaded file's bytes. */
export type ReadInput = { kind: 'text'; text: string } | { kind: 'file'; bytes: Uint8Array };

/** Why a resume could not be read (the API turns each into the status and message a candidate sees). */
export type ReadFailure = 'too_large' | 'wrong_type' | 'empty' | 'no_text' | 'unreadable' | 'encrypted' | 'too_complex';

/** Where the preview came from, for the debug page. */
export interface ReadSource {
  kind: 'text' | 'pdf' | 'docx' | 'txt';
  characters: number;
  links: number;
  pages?: number;
  encoding?: string;
}

export type ReadAnswer = { ok: true; preview: ResumePreview; source: ReadSource } | { ok: false; error: ReadFailure };

/** Text and link targets taken out of a file, before formatting. */
interface Extracted {
  text: string;
  links: string[];
  pages?: number;
  encoding?: string;
  nameHints?: NameHint[];
}

function hasEnoughText(text: string): boolean {
  return (text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS;
}

/** The first `MAX_RESUME_TEXT_CHARS` characters: the rest of a longer file is ignored, as pasted text is capped. */
function capText(text: string): string {
  return text.length > MAX_RESUME_TEXT_CHARS ? text.slice(0, MAX_RESUME_TEXT_CHARS) : text;
}

/** A text file's bytes, cut to what can hold the text cap (4 bytes a character at most) on a UTF-8 boundary. */
function capTextBytes(bytes: Buffer): Buffer {
  let end = Math.min(bytes.length, 4 * MAX_RESUME_TEXT_CHARS + 4);
  if (end === bytes.length) return bytes;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

/** Link targets of mammoth's HTML (its tags are well formed, text is escaped). */
export function htmlLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((m) => decodeHtmlEntities(m[1]!));
}

/** Reads the first pages of a PDF by their layout, after checking what its streams inflate to. */
async function readPdf(bytes: Buffer): Promise<Extracted> {
  chargePdfStreams(bytes, inflateBudget());
  return readPdfLayout(new Uint8Array(bytes), PDF_PAGE_CAP);
}

const partNumber = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);

/** The parts of a Word document that hold its text: the body, page headers and footers, notes. */
const WORD_TEXT_PART = /^word\/(?:document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;

/**
 * A DOCX whose text parts are read without their runs of hidden text, by mammoth and by the readers here alike; each
 * part is inflated and cleaned once, however many readers ask for it.
 */
function shownParts(zip: CappedZip): CappedZip {
  const texts = new Map<string, Promise<string | Uint8Array>>();
  return {
    ...zip,
    read(name, encoding) {
      if (!WORD_TEXT_PART.test(name)) return zip.read(name, encoding);
      const key = `${encoding ?? ''}:${name}`;
      let text = texts.get(key);
      if (!text) {
        text = zip.read(name, encoding).then((data) => (typeof data === 'string' ? withoutHiddenRuns(data) : data));
        texts.set(key, text);
      }
      return text;
    },
  };
}

/**
 * Converts a DOCX to text through a ZIP reader that counts inflation: the body by mammoth (paragraphs, lists,
 * tables, hyperlink targets), with the page headers before it, text boxes mammoth does not reach after it, and the
 * footers last; Word's hidden text left out of each (shownParts).
 */
async function readDocx(bytes: Buffer): Promise<Extracted> {
  const file = shownParts(openCappedZip(bytes, inflateBudget()));
  const result = await mammoth.convertToHtml({ file } as unknown as { buffer: Buffer }, {
    convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    ignoreEmptyParagraphs: true,
  });
  const html = result.value ?? '';
  const names = file.names();
  const xml = async (name: string) => String(await file.read(name, 'utf-8'));
  const oneSpace = (line: string) => line.replace(/\s+/g, ' ').trim();
  const documentXml = file.exists('word/document.xml') ? await xml('word/document.xml') : '';
  const body = htmlToPlainText(html);
  const partLines = async (pattern: RegExp) => {
    const parts = names.filter((name) => pattern.test(name)).sort((a, b) => partNumber(a) - partNumber(b));
    const lines = await Promise.all(parts.map(async (name) => wordParagraphs(await xml(name))));
    return [...new Set(lines.flat())];
  };
  const known = new Set(body.split('\n').map(oneSpace));
  const boxes = documentXml ? wordParagraphs(documentXml, true).filter((line) => !known.has(oneSpace(line))) : [];
  const headers = await partLines(/^word\/header\d*\.xml$/);
  const footers = await partLines(/^word\/footer\d*\.xml$/);
  const rels = await Promise.all(names.filter((name) => /^word\/_rels\/.+\.rels$/.test(name)).map(xml));
  const parts = names.filter((name) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name));
  const fields = (await Promise.all(parts.map(async (name) => fieldHyperlinks(await xml(name))))).flat();
  const links = [...new Set([...htmlLinks(html), ...rels.flatMap(externalHyperlinks), ...fields])];
  const text = [...headers, body, ...new Set(boxes), ...footers].join('\n');
  return { text, links, nameHints: await docxNameHints(file, names, xml) };
}

/**
 * Paragraphs set larger than the body near the top of a Word document (its page headers, then its body), with
 * their size over the body's, largest first: the name's type, as the PDF reader offers it.
 */
async function docxNameHints(
  file: ReturnType<typeof openCappedZip>,
  names: string[],
  xml: (name: string) => Promise<string>,
): Promise<NameHint[]> {
  if (!file.exists('word/document.xml')) return [];
  const styles = styleSizes(file.exists('word/styles.xml') ? await xml('word/styles.xml') : '');
  const headerParts = names.filter((name) => /^word\/header\d*\.xml$/.test(name)).sort();
  const documentXml = await xml('word/document.xml');
  // Hidden text (a template's 'YOUR NAME' in its banner's type) is already left out of every part (shownParts).
  const paragraphs = [
    ...(await Promise.all(headerParts.map(async (name) => paragraphSizes(await xml(name), styles, 10)))).flat(),
    ...paragraphSizes(documentXml, styles, 40),
  ];
  if (paragraphs.length === 0) return [];
  // The body's size: the size most of the text is set in.
  const byChars = new Map<number, number>();
  for (const { line, size } of paragraphs) byChars.set(size, (byChars.get(size) ?? 0) + line.length);
  const body = [...byChars.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return paragraphs
    .filter(({ line, size }) => size >= 1.2 * body && line.length <= 60)
    .sort((a, b) => b.size - a.size)
    .slice(0, 5)
    .map(({ line, size }) => ({ line: formatResumeText(line), weight: size / body }));
}

function failure(err: unknown): ReadFailure {
  if (err instanceof InflateLimitError) return 'too_complex';
  const name = err && typeof err === 'object' ? (err as { name?: string }).name : '';
  if (name === 'PasswordException') return 'encrypted';
  if (err instanceof RangeError) return 'too_complex';
  return 'unreadable';
}

/** The preview of spec section 3 for resume text: formatted text and the candidate's contact details. */
export function previewFromText(text: string, links: string[] = [], nameHints: NameHint[] = []): ResumePreview {
  const formatted = formatResumeText(capText(text));
  return { formatted_text: formatted, contact_info: extractContact(formatted, links, nameHints) };
}

/**
 * Reads pasted text or a file: type from the bytes, text decoded (TXT) or extracted (PDF, DOCX) with every
 * inflated byte counted, cut to the text cap, then formatted and searched for contact details.
 */
export async function readResume(input: ReadInput): Promise<ReadAnswer> {
  if (input.kind === 'text') {
    const text = capText(input.text);
    return { ok: true, preview: previewFromText(text), source: { kind: 'text', characters: text.length, links: 0 } };
  }
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  if (bytes.length > MAX_RESUME_BYTES) return { ok: false, error: 'too_large' };
  if (bytes.length === 0) return { ok: false, error: 'empty' };
  const kind = detectFileKind(bytes);
  if (!kind) return { ok: false, error: 'wrong_type' };
  let extracted: Extracted;
  try {
    if (kind === 'txt') {
      const { text, encoding } = decodeText(capTextBytes(bytes));
      extracted = isRtf(text) ? { ...rtfText(text), encoding } : { text, links: [], encoding };
    } else if (kind === 'docx') {
      if (zipBombReason(bytes)) return { ok: false, error: 'too_complex' };
      extracted = await readDocx(bytes);
    } else {
      extracted = await readPdf(bytes);
    }
  } catch (err) {
    return { ok: false, error: failure(err) };
  }
  const text = capText(extracted.text);
  if (!hasEnoughText(text)) return { ok: false, error: 'no_text' };
  return {
    ok: true,
    preview: previewFromText(text, extracted.links, extracted.nameHints),
    source: {
      kind,
      characters: text.length,
      links: extracted.links.length,
      ...(extracted.pages ? { pages: extracted.pages } : {}),
      ...(extracted.encoding ? { encoding: extracted.encoding } : {}),
    },
  };
}
