import type { ResumeFileKind } from '../../../src/shared/resume.ts';
import { utf16WithoutBom } from './charset.ts';
import { listZipEntries } from './zip.ts';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Share of control bytes above which a BOM-less file is taken for binary, not text. */
const MAX_CONTROL_SHARE = 0.02;

/**
 * The resume's type from its bytes alone (never its name or Content-Type): PDF by its header, DOCX by a
 * ZIP holding word/document.xml, text by a BOM, by the zero bytes of UTF-16 without one, or by the absence of
 * binary bytes. Null when it is none of them.
 */
export function detectFileKind(bytes: Buffer): ResumeFileKind | null {
  if (bytes.length === 0) return null;
  // A PDF header may follow a little junk (some generators prepend bytes); readers look in the first 1 KB.
  if (bytes.subarray(0, 1024).indexOf(PDF_MAGIC) !== -1) return 'pdf';
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    const names = listZipEntries(bytes);
    return names?.includes('word/document.xml') ? 'docx' : null;
  }
  if (hasTextBom(bytes)) return 'txt';
  const utf16 = utf16WithoutBom(bytes);
  if (utf16)
    return looksLikeText(Buffer.from(new TextDecoder(utf16).decode(bytes.subarray(0, 64 * 1024)))) ? 'txt' : null;
  return looksLikeText(bytes) ? 'txt' : null;
}

function hasTextBom(bytes: Buffer): boolean {
  return (
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff)
  );
}

function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control / sample.length <= MAX_CONTROL_SHARE;
}
