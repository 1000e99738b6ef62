/** The encodings a text resume is read in. */
export type TextEncodingName =
  | 'utf-8'
  | 'utf-16le'
  | 'utf-16be'
  | 'windows-1252'
  | 'windows-1251'
  | 'windows-1250'
  | 'iso-8859-2'
  | 'macintosh'
  | 'windows-1254'
  | 'windows-1253'
  | 'iso-8859-7'
  | 'windows-1255'
  | 'shift_jis'
  | 'euc-kr'
  | 'gbk';

/**
 * Decodes a text file: a BOM decides (UTF-8, UTF-16 LE/BE); without one, UTF-16 is told by its zero bytes,
 * valid UTF-8 is UTF-8, a text of mostly high bytes in Shift_JIS, EUC-KR or GBK where it reads as their script
 * and else in the single-byte code page of a non-Latin script that spells its words best (Windows-1251 for Cyrillic,
 * ISO-8859-7 or Windows-1253 for Greek, Windows-1255 for Hebrew), one whose 1252
 * reading shows Central European letters as symbols, or spells more words as one Central European language's in
 * 1250 than as one Western language's in 1252, in Windows-1250, one that spells its words as Turkish in 1254 where
 * 1252 shows them in letters of no one language ('Barýþ' for 'Barış'), in Windows-1254, and anything else as Windows-1252, the
 * usual encoding of text saved on Windows in Western languages; a Latin text in ISO-8859-2 or Mac OS Roman instead
 * when that reading misspells fewer words.
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
    // Double-byte CJK encodings use bytes from 0x81, many below 0xC0; Cyrillic letters in Windows-1251 are
    // 0xC0–0xFF.
    const cjk = mostlyHighBytes(bytes, 0x81) && midHighShare(bytes) >= 0.15 ? decodeCjk(bytes) : null;
    if (cjk) return cjk;
    if (mostlyHighBytes(bytes)) return decodeNonLatin(bytes);
    const western = decodeWindows1252(bytes);
    if (looksCentralEuropean(western) || readsAsCentralEuropean(bytes, western)) {
      return closerLatinPage(bytes, 'windows-1250', new TextDecoder('windows-1250').decode(bytes));
    }
    if (readsAsTurkish(bytes, western)) {
      return { text: new TextDecoder('windows-1254').decode(bytes), encoding: 'windows-1254' };
    }
    return closerLatinPage(bytes, 'windows-1252', western);
  }
}

/**
 * A text whose letters are mostly bytes above 0x7F: Cyrillic saved as Windows-1251, or Chinese, Japanese or
 * Korean in their legacy double-byte encodings. In a Western text accented letters are a small share.
 */
function mostlyHighBytes(bytes: Buffer, from = 0xc0): boolean {
  let high = 0;
  let latin = 0;
  for (const byte of bytes.subarray(0, 64 * 1024)) {
    if (byte >= from) high++;
    else if ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)) latin++;
  }
  return high >= 20 && high > latin;
}

/** Single-byte code pages of non-Latin scripts, in the order a tie is given (Cyrillic first, the commonest). */
const NON_LATIN_PAGES = ['windows-1251', 'iso-8859-7', 'windows-1253', 'windows-1255'] as const;

/**
 * Words a decoding spells as no script writes them: an unmapped byte or a control character in them, letters of two
 * scripts, a capital after a small letter ('РбрбдЬкзт', Greek read as Cyrillic), a Greek final sigma or a Hebrew
 * final letter inside a word, a Cyrillic soft sign or yery opening one, a Cyrillic word with two й in a row or with
 * no vowel.
 */
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Hebrew}/u];
function misspelledWords(text: string): number {
  let bad = 0;
  for (const word of text.split(/[\s.,;:!?()[\]{}"'«»„“”|/\\0-9+\-–—•]+/u)) {
    if (!/[^\p{ASCII}]/u.test(word)) continue;
    const scripts = SCRIPTS.filter((script) => script.test(word));
    if (
      /[\ufffd\u0080-\u009f\u200e\u200f]/u.test(word) ||
      scripts.length > 1 ||
      /\p{Ll}\p{Lu}/u.test(word) ||
      /ς(?=\p{L})|[ךםןףץ](?=[\u05d0-\u05ea])|^[ьыЬЫ]|йй/u.test(word) ||
      // A Cyrillic word of three small letters or more has a vowel (Hebrew read as Cyrillic often has none: 'рййг');
      // an abbreviation in capitals may not ('НДС').
      (/^\p{Script=Cyrillic}{3,}$/u.test(word) && /\p{Ll}/u.test(word) && !/[аеёиоуыэюяіїєѣ]/iu.test(word))
    ) {
      bad++;
    }
  }
  return bad;
}

/**
 * A text of mostly high bytes in no CJK encoding: read in each single-byte page of a non-Latin script and kept in
 * the one with the fewest misspelled words, Windows-1251 unless another does better by two words at least.
 */
function decodeNonLatin(bytes: Buffer): { text: string; encoding: TextEncodingName } {
  const sample = bytes.subarray(0, 64 * 1024);
  let chosen: (typeof NON_LATIN_PAGES)[number] = NON_LATIN_PAGES[0];
  let fewest = misspelledWords(new TextDecoder(chosen).decode(sample)) - 1;
  for (const page of NON_LATIN_PAGES.slice(1)) {
    const bad = misspelledWords(new TextDecoder(page).decode(sample));
    if (bad < fewest) {
      fewest = bad;
      chosen = page;
    }
  }
  return { text: new TextDecoder(chosen).decode(bytes), encoding: chosen };
}

/** The share of bytes 0x80–0xBF among those above 0x7F (few in Cyrillic Windows-1251, many in CJK encodings). */
function midHighShare(bytes: Buffer): number {
  let mid = 0;
  let high = 0;
  for (const byte of bytes.subarray(0, 64 * 1024)) {
    if (byte < 0x80) continue;
    high++;
    if (byte < 0xc0) mid++;
  }
  return high ? mid / high : 0;
}

/** Characters of a script in a decoded sample. */
const countOf = (text: string, script: RegExp) => text.match(script)?.length ?? 0;

/**
 * Shift_JIS (Japanese: kana among the kanji), GBK (Chinese) or EUC-KR (Hangul), when the bytes are valid in it
 * and read as its script; null when none fits (Cyrillic, whose byte pairs break these encodings).
 */
function decodeCjk(bytes: Buffer): { text: string; encoding: TextEncodingName } | null {
  const sample = bytes.subarray(0, 64 * 1024);
  const tryDecode = (encoding: 'shift_jis' | 'gbk' | 'euc-kr') => {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(sample);
    } catch {
      return null;
    }
  };
  const japanese = tryDecode('shift_jis');
  if (japanese && countOf(japanese, /[\u3040-\u30ff]/g) >= 5) {
    return { text: new TextDecoder('shift_jis').decode(bytes), encoding: 'shift_jis' };
  }
  const korean = tryDecode('euc-kr');
  if (korean && countOf(korean, /[\uac00-\ud7af]/g) >= 5) {
    return { text: new TextDecoder('euc-kr').decode(bytes), encoding: 'euc-kr' };
  }
  const chinese = tryDecode('gbk');
  if (chinese && countOf(chinese, /\p{Script=Han}/gu) >= 5) {
    return { text: new TextDecoder('gbk').decode(bytes), encoding: 'gbk' };
  }
  return null;
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
 * The letters beyond ASCII of the languages written in Windows-1250 and Windows-1252, lower case, one alphabet a
 * language (Czech, Slovak, Polish, Hungarian, Slovene and Croatian, Romanian, Albanian; French, Spanish, Italian,
 * Portuguese, Catalan, German, Dutch, Danish and Norwegian, Swedish and Finnish, Icelandic).
 */
const ALPHABETS = [
  'áčďéěíňóřšťúůýž',
  'áäčďéíĺľňóôŕšťúýž',
  'ąćęłńóśźż',
  'áéíóöőúüű',
  'čćđšž',
  'ăâîșțşţ',
  'ëç',
  'àâæçéèêëîïôœùûüÿ',
  'áéíñóúü',
  'àèéìòù',
  'àáâãçéêíóôõú',
  'àçèéíïòóú',
  'äöüß',
  'áéëïóöüè',
  'æøåé',
  'åäöé',
  'áðéíóúýþæö',
].map((letters) => new Set(letters));

/** Turkish (and Azerbaijani without its ə), the language of Windows-1254, lower case. */
const TURKISH = new Set('âçğıîöşü');

/** How many words with letters beyond ASCII spell them all from one language's alphabet. */
function wordsOfOneAlphabet(text: string): number {
  return alphabetFit(text, ALPHABETS).fit;
}

/** Words with letters beyond ASCII that spell them from one language's alphabet (fit), and those that do not. */
function alphabetFit(text: string, alphabets: Set<string>[]): { fit: number; misfit: number } {
  let fit = 0;
  let misfit = 0;
  for (const word of text
    .slice(0, 64 * 1024)
    .toLowerCase()
    .split(/[^\p{L}]+/u)) {
    const extra = [...word].filter((c) => c > '\u007f');
    if (!extra.length) continue;
    if (alphabets.some((alphabet) => extra.every((c) => alphabet.has(c)))) fit++;
    else misfit++;
  }
  return { fit, misfit };
}

/**
 * Turkish saved as Windows-1254, which read as 1252 shows its ı, ş and ğ as the Icelandic ý, þ and ð beside a
 * Turkish ç or ü ('çalýþtým'), words of no one language, where 1254 spells them all as Turkish: the 1254 reading
 * scores two more (words of one alphabet, less those of none) than the 1252 one. Icelandic, whose á or é beside
 * ð reads in 1254 as no language, keeps 1252.
 */
function readsAsTurkish(bytes: Buffer, western: string): boolean {
  const turkish = new TextDecoder('windows-1254').decode(bytes.subarray(0, 64 * 1024));
  const score = ({ fit, misfit }: { fit: number; misfit: number }) => fit - misfit;
  return score(alphabetFit(turkish, [...ALPHABETS, TURKISH])) >= score(alphabetFit(western, ALPHABETS)) + 2;
}

/**
 * Czech or Slovak saved as Windows-1250, which read as 1252 shows letters of two languages in one word ('Kováøová',
 * 'Jiøí': an á or í beside a Danish ø) where 1250 spells words of one ('Kovářová'): more words, two at least, read
 * as one language's in 1250 than in 1252. A Western text reads as its own language in 1252 and keeps it.
 */
function readsAsCentralEuropean(bytes: Buffer, western: string): boolean {
  const central = new TextDecoder('windows-1250').decode(bytes.subarray(0, 64 * 1024));
  return wordsOfOneAlphabet(central) >= wordsOfOneAlphabet(western) + 2;
}

/**
 * How badly a reading spells its words: words of no one language's alphabet, words with a capital after a small
 * letter ('VŠsterŚs', 'RenÈe'), symbols against letters ('Zaj±c') and control characters, each of which shows a byte
 * read in the wrong code page.
 */
function misreadings(text: string): number {
  const sample = text.slice(0, 64 * 1024);
  const { misfit } = alphabetFit(sample, ALPHABETS);
  const camel = sample.split(/[^\p{L}]+/u).filter((w) => /[^\p{ASCII}]/u.test(w) && /\p{Ll}\p{Lu}/u.test(w)).length;
  const glued = countOf(sample, /\p{L}[\p{S}¶§]|[\p{S}¶§]\p{L}/gu);
  return misfit + camel + glued + countOf(sample, /[\u0080-\u009f\ufffd]/gu);
}

/** Latin code pages a Windows code page's reading is weighed against. */
const LATIN_SIBLINGS = ['iso-8859-2', 'macintosh'] as const;

/**
 * The Latin code page chosen so far (`chosenText`, its reading, which the caller has decoded already), or a sibling
 * that spells the text better by two at least: ISO-8859-2 (Polish or Czech saved on Unix: 'Zając', not 1250's
 * 'Zaj±c'), Mac OS Roman (a Mac's text: 'Björn', not 'Bjšrn').
 */
function closerLatinPage(
  bytes: Buffer,
  chosen: 'windows-1250' | 'windows-1252',
  chosenText: string,
): { text: string; encoding: TextEncodingName } {
  let best: { text: string; encoding: TextEncodingName } = { text: chosenText, encoding: chosen };
  let fewest = misreadings(best.text) - 1;
  for (const page of LATIN_SIBLINGS) {
    const text = new TextDecoder(page).decode(bytes);
    const score = misreadings(text);
    if (score < fewest) {
      best = { text, encoding: page };
      fewest = score;
    }
  }
  return best;
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
