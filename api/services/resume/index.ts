import type { ResumePreview } from '../../../src/shared/resume.ts';
import { payloadTooLarge, serviceUnavailable, unprocessable, unsupportedType } from '../../errors.ts';
import { createParserPool, type ParserPool, type PoolAnswer } from './parser-pool.ts';
import type { ReadSource } from './read.ts';

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

/** A resume preview and where it came from. */
export interface ResumeReading {
  preview: ResumePreview;
  source: ReadSource;
}

let sharedPool: ParserPool | undefined;
/** The process-wide parser pool, started on first use. */
export function parserPool(): ParserPool {
  sharedPool ??= createParserPool();
  return sharedPool;
}

/** The HTTP error a candidate sees for a resume that could not be read (413, 415, 422 or 503). */
function answerOrThrow(answer: PoolAnswer): ResumeReading {
  if (answer.ok) return { preview: answer.preview, source: answer.source };
  switch (answer.error) {
    case 'busy':
      throw serviceUnavailable(RESUME_MESSAGES.busy);
    case 'too_large':
      throw payloadTooLarge(RESUME_MESSAGES.tooLarge);
    case 'wrong_type':
      throw unsupportedType(RESUME_MESSAGES.wrongType);
    case 'empty':
      throw unprocessable(RESUME_MESSAGES.empty, 'empty_file');
    case 'no_text':
      throw unprocessable(RESUME_MESSAGES.noText, 'no_text');
    case 'timeout':
    case 'crashed':
    case 'too_complex':
      throw unprocessable(RESUME_MESSAGES.tooComplex, 'file_too_complex');
    case 'encrypted':
    case 'unreadable':
      throw unprocessable(RESUME_MESSAGES.unreadable, 'unreadable_file');
  }
}

/**
 * Reads an uploaded resume in a parser worker: type from its bytes, text extracted with every inflated byte
 * counted, formatted, contact details found, all under the pool's time and memory limits.
 */
export async function previewResumeFile(bytes: Uint8Array, pool: ParserPool = parserPool()): Promise<ResumeReading> {
  return answerOrThrow(await pool.read({ kind: 'file', bytes }));
}

/** Formats pasted resume text and finds its contact details, in a parser worker like a file. */
export async function previewResumeText(text: string, pool: ParserPool = parserPool()): Promise<ResumeReading> {
  return answerOrThrow(await pool.read({ kind: 'text', text }));
}
