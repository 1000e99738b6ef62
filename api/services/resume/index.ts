import { MAX_RESUME_BYTES, type ResumeFileKind, type ResumePreview } from '../../../src/shared/resume.ts';
import { decodeHtmlEntities, htmlToPlainText } from '../../../src/shared/html-text.ts';
import { payloadTooLarge, serviceUnavailable, unprocessable, unsupportedType } from '../../errors.ts';
import { decodeText } from './charset.ts';
import { extractContact } from './contact.ts';
import { detectFileKind } from './detect.ts';
import { formatResumeText } from './format.ts';
import { createParserPool, type ParserPool } from './parser-pool.ts';
import { zipBombReason } from './zip.ts';

/** PDF pages read at most: a resume is a few pages; the rest of a long file is ignored. */
export const PDF_PAGE_CAP = 20;
/** Fewer readable letters than this means the file holds no text (e.g. a scanned image). */
const MIN_LETTERS = 20;

export const RESUME_MESSAGES = {
  tooLarge: 'This file is larger than 5 MB. Please upload a smaller file or paste your resume text.',
  wrongType: 'Please upload a PDF, Word (.docx) or plain text (.txt) file.',
  unreadable:
    'We couldn’t read this file. It may be damaged or password-protected. Please try another file or paste your resume text.',
  noText:
    'We couldn’t find any text in this file. If it is a scanned document, please upload a PDF with selectable text or a Word document, or paste your resume text.',
  tooComplex: 'This file is too complex to read. Please upload a simpler version or paste your resume text.',
  busy: 'We are reading many resumes right now. Please try again in a moment.',
  empty: 'This file is empty. Please choose another one.',
} as const;

/** What came out of a resume file, before formatting. */
export interface ParsedResume {
  kind: ResumeFileKind;
  text: string;
  links: string[];
  pages?: number;
  encoding?: string;
}

let sharedPool: ParserPool | undefined;
/** The process-wide parser pool, started on first use. */
export function parserPool(): ParserPool {
  sharedPool ??= createParserPool();
  return sharedPool;
}

function hasEnoughText(text: string): boolean {
  return (text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS;
}

/**
 * Reads a resume file: type from its bytes, DOCX checked for zip bombs before anything inflates, PDF and
 * DOCX parsed in worker threads with a time limit, text decoded with charset detection. Throws the HTTP
 * error a candidate should see (413, 415 or 422).
 */
export async function parseResumeFile(bytes: Buffer, pool: ParserPool = parserPool()): Promise<ParsedResume> {
  if (bytes.length > MAX_RESUME_BYTES) throw payloadTooLarge(RESUME_MESSAGES.tooLarge);
  if (bytes.length === 0) throw unprocessable(RESUME_MESSAGES.empty, 'empty_file');
  const kind = detectFileKind(bytes);
  if (!kind) throw unsupportedType(RESUME_MESSAGES.wrongType);

  if (kind === 'txt') {
    const { text, encoding } = decodeText(bytes);
    if (!hasEnoughText(text)) throw unprocessable(RESUME_MESSAGES.noText, 'no_text');
    return { kind, text, links: [], encoding };
  }
  if (kind === 'docx' && zipBombReason(bytes)) throw unprocessable(RESUME_MESSAGES.tooComplex, 'file_too_complex');

  const answer = await pool.parse(kind, bytes, PDF_PAGE_CAP);
  if (!answer.ok) {
    if (answer.error === 'busy') throw serviceUnavailable(RESUME_MESSAGES.busy);
    if (answer.error === 'timeout' || answer.error === 'crashed') {
      throw unprocessable(RESUME_MESSAGES.tooComplex, 'file_too_complex');
    }
    throw unprocessable(RESUME_MESSAGES.unreadable, 'unreadable_file');
  }
  let text = answer.text ?? '';
  let links = answer.links ?? [];
  if (kind === 'docx') {
    const html = answer.html ?? '';
    links = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((m) => decodeHtmlEntities(m[1]!));
    text = htmlToPlainText(html);
  }
  if (!hasEnoughText(text)) throw unprocessable(RESUME_MESSAGES.noText, 'no_text');
  return { kind, text, links, ...(answer.pages ? { pages: answer.pages } : {}) };
}

/** The preview of spec section 3 for resume text (pasted, or read from a file). */
export function previewFromText(text: string, links: string[] = []): ResumePreview {
  const formatted = formatResumeText(text);
  return { formatted_text: formatted, contact_info: extractContact(formatted, links) };
}
