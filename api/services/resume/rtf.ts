// A text file whose content is an RTF document (job boards and mail clients save exports so): its text and link
// targets, read in one pass over the characters.

import { decodeWindows1252 } from './charset.ts';

/** Groups whose text is not the document's: tables of fonts, colours and styles, pictures, field codes, metadata. */
const HIDDEN_GROUPS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'fldinst',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'xmlnstbl',
  'object',
]);

/** Control words that stand for a character. */
const CHARACTERS = new Map<string, string>([
  ['par', '\n'],
  ['line', '\n'],
  ['row', '\n'],
  ['sect', '\n'],
  ['page', '\n'],
  ['tab', '\t'],
  ['cell', '\t'],
  ['emdash', '—'],
  ['endash', '–'],
  ['bullet', '•'],
  ['lquote', '‘'],
  ['rquote', '’'],
  ['ldblquote', '“'],
  ['rdblquote', '”'],
  ['emspace', ' '],
  ['enspace', ' '],
]);

/**
 * The decoder of a document's code page (\\ansicpg1251 → Windows-1251); Windows-1252 when it names none or one this
 * runtime lacks, through decodeWindows1252 (some Node builds read 'windows-1252' as Latin-1).
 */
function codePageDecoder(page: string | undefined): (bytes: Buffer) => string {
  if (page && page !== '1252') {
    try {
      const decoder = new TextDecoder(`windows-${page}`);
      return (bytes) => decoder.decode(bytes);
    } catch {
      // A code page this runtime does not know: read as Windows-1252.
    }
  }
  return decodeWindows1252;
}

/** True when a text file's content is an RTF document. */
export function isRtf(text: string): boolean {
  return /^\s{0,8}\{\\rtf/.test(text);
}

/**
 * The text of an RTF document: escapes decoded (\'e8 in its code page, \u233? as U+00E9 with its fallback
 * skipped), paragraph and tab marks as line ends and tabs, hidden groups left out; and the targets of its
 * HYPERLINK fields.
 */
export function rtfText(rtf: string): { text: string; links: string[] } {
  const decode = codePageDecoder(/\\ansicpg(\d{3,5})/.exec(rtf.slice(0, 2000))?.[1]);
  const out: string[] = [];
  const links: string[] = [];
  const bytes: number[] = [];
  const flush = () => {
    if (bytes.length) out.push(decode(Buffer.from(bytes.splice(0))));
  };
  // Per open group: whether its text is hidden, and how many fallback characters follow a \u escape.
  const stack: Array<{ hidden: boolean; uc: number }> = [];
  let state = { hidden: false, uc: 1 };
  let skip = 0;
  const word = /\\([a-z]{1,32})(-?\d{1,10})? ?/y;
  // A field's instruction: 'HYPERLINK "https://…"' (after braces or switches).
  const hyperlink = /[^}]{0,40}?HYPERLINK\s{1,8}"([^"]{1,2000})"/y;
  const emit = (text: string) => {
    if (skip > 0) {
      skip--;
      return;
    }
    if (state.hidden) return;
    flush();
    out.push(text);
  };
  for (let i = 0; i < rtf.length;) {
    const char = rtf[i]!;
    if (char === '{' || char === '}') {
      if (char === '{') stack.push(state);
      else state = stack.pop() ?? state;
      state = { ...state };
      skip = 0;
      i++;
    } else if (char === '\r' || char === '\n') {
      i++;
    } else if (char !== '\\') {
      emit(char);
      i++;
    } else if (rtf[i + 1] === "'") {
      const byte = parseInt(rtf.slice(i + 2, i + 4), 16);
      if (skip > 0) skip--;
      else if (!state.hidden && !Number.isNaN(byte)) bytes.push(byte);
      i += 4;
    } else if (rtf[i + 1] === '*') {
      state.hidden = true;
      i += 2;
    } else {
      word.lastIndex = i;
      const match = word.exec(rtf);
      if (!match) {
        // A control symbol: an escaped brace or backslash, a non-breaking space or hyphen, a line end.
        const symbol = rtf[i + 1] ?? '';
        const text = { '~': '\u00a0', _: '-', '-': '', '\n': '\n', '\r': '\n' }[symbol] ?? symbol;
        if (text) emit(text);
        i += 2;
        continue;
      }
      i = word.lastIndex;
      const [, name = '', value] = match;
      if (HIDDEN_GROUPS.has(name)) state.hidden = true;
      else if (name === 'uc') state.uc = Number(value ?? 1);
      else if (name === 'u') {
        emit(String.fromCharCode(Number(value ?? 0) & 0xffff));
        skip = state.uc;
      } else {
        const character = CHARACTERS.get(name);
        if (character) emit(character);
      }
      if (name === 'fldinst') {
        hyperlink.lastIndex = i;
        const target = hyperlink.exec(rtf)?.[1];
        if (target) links.push(target);
      }
    }
  }
  flush();
  return { text: out.join(''), links };
}
