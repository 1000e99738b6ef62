/** The encodings a text resume is read in. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'windows-1251' | 'windows-1250';

/**
 * Decodes a text file: a BOM decides (UTF-8, UTF-16 LE/BE); without one, UTF-16 is told by its zero bytes,
 * valid UTF-8 is UTF-8, a text whose letters are mostly Cyrillic in Windows-1251 is read so, one whose 1252
 * reading shows Central European letters as symbols in Windows-1250, and anything else as Windows-1252, the
 * usual encoding of text saved on Windows in Western languages.
 */
export function decodeText(bytes: Buffer): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    if (looksCyrillic1251(bytes)) {
      return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
    }
    const western = decodeWindows1252(bytes);
    if (looksCentralEuropean(western)) {
      return { text: new TextDecoder('windows-1250').decode(bytes), encoding: 'windows-1250' };
    }
    return { text: western, encoding: 'windows-1252' };
  }
}

/**
 * Windows-1251 (Cyrillic saved on Windows) rather than 1252: its letters are the bytes 0xC0–0xFF, and in a
 * Russian or Ukrainian text they outnumber the Latin letters (e-mail addresses, links); in a Western text
 * accented letters are a small share.
 */
function looksCyrillic1251(bytes: Buffer): boolean {
  let high = 0;
  let latin = 0;
  for (const byte of bytes.subarray(0, 64 * 1024)) {
    if (byte >= 0xc0) high++;
    else if ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)) latin++;
  }
  return high >= 20 && high > latin;
}

/**
 * Windows-1250 (Polish, Czech, Hungarian… saved on Windows) read as 1252 shows symbols inside words where its
 * letters are: 'Wiœniewski' (ś), '£ukasz' (Ł), 'Kraków' stays; two such letters at least.
 */
function looksCentralEuropean(western: string): boolean {
  let hits = 0;
  for (const match of western.slice(0, 64 * 1024).matchAll(/[¹³œŸ£¥Œ¯](?=\p{L})|(?<=\p{L})[¹³¿œŸ¥]/gu)) {
    if (match[0] && ++hits >= 2) return true;
  }
  return false;
}

/**
 * UTF-16 saved without a byte-order mark, told by its zero bytes: text in Latin script has a zero in every
 * other byte, on the high side of each character (odd offsets little-endian, even offsets big-endian), and
 * hardly ever on the other side.
 */
export function utf16WithoutBom(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, 64 * 1024) & ~1;
  if (length < 8) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros >= 0.3 * pairs && evenZeros <= 0.01 * pairs) return 'utf-16le';
  if (evenZeros >= 0.3 * pairs && oddZeros <= 0.01 * pairs) return 'utf-16be';
  return null;
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F (curly quotes, dashes, €, …). Some Node builds
// decode 'windows-1252' as Latin-1, so that range is mapped here; 0xFFFD marks the five unused bytes.
const CP1252_HIGH = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';

/** Decodes Windows-1252 bytes. */
export function decodeWindows1252(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}
