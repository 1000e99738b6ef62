/** Headings a resume's sections usually carry; a blank line is kept before each. */
const HEADING =
  /^(summary|professional summary|profile|professional profile|objective|career objective|about me|experience|work experience|professional experience|relevant experience|employment|employment history|work history|education|education and training|skills|technical skills|key skills|core competencies|certifications?|licen[cs]es?( and certifications)?|projects|languages|interests|hobbies|awards|achievements|publications|volunteer(ing)?( experience)?|references?|referees|contact|contact details|personal details)\s*:?$/i;

// '*' and '-' are bullets only before a space: '**Jane Doe**' is Markdown bold, not a list item.
const BULLET = /^\s*(?:[•●▪◦‣∙■□➢➤►▶✓✔\u2043\uf0b7\uf0a7\uf076\uf0d8]|[-–*](?=\s))\s*/u;

/** True for a line that reads as a section heading (a known heading, or a short line in capitals). */
export function isHeading(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > 40) return false;
  if (HEADING.test(text)) return true;
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 4 && letters === letters.toUpperCase() && text.split(/\s+/).length <= 4 && !/[@\d|]/.test(text)
  );
}

/** Words printed letter by letter ('J O H N   S M I T H'), wider gaps between words. */
const SPACED_WORDS = /^\p{L}(?: \p{L})+(?:\s{2,}\p{L}(?: \p{L})+)+$/u;

/** 'J O H N   S M I T H' → 'JOHN SMITH'; any other line unchanged. */
function joinSpacedLetters(line: string): string {
  const text = line.trim();
  if (text.length > 200 || !SPACED_WORDS.test(text)) return line;
  return text
    .split(/\s{2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/**
 * Forms that stand for other characters, folded by Unicode's compatibility mapping (NFKC) where it only respells:
 * the Latin ligatures ('ﬃ' → 'ffi'), fullwidth and halfwidth forms ('＠' → '@', '０' → '0', 'ｶ' → 'カ') and the
 * ideographic space. Applied to these characters alone, so no other text (superscripts, fractions, '™') changes.
 */
const COMPATIBILITY_FORMS = /[\ufb00-\ufb06\uff01-\uffee\u3000]+/g;
/**
 * Invisible characters, no part of any word: the soft hyphen, the zero-width space, the word joiner, a byte order
 * mark. A zero-width joiner or non-joiner only beside an ASCII character (where it joins nothing: inside an address
 * or a handle); between the letters of a script that shapes by it (Persian, Hindi) or in an emoji it is kept.
 */
const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]+|(?<=[\x21-\x7e])[\u200c\u200d]+|[\u200c\u200d]+(?=[\x21-\x7e])/g;

/** Cyrillic letters drawn like Latin ones, which OCR reading two alphabets puts into Latin words. */
const CYRILLIC_LOOKALIKES: Record<string, string> = Object.fromEntries(
  [...'АВЕКМНОРСТХУІЈЅаеорсхуіјѕһԁ'].map((letter, i) => [letter, 'ABEKMHOPCTXYIJSaeopcxyijshd'[i]!]),
);
const LATIN_OR_CYRILLIC_WORD = /[\p{Script=Latin}\p{Script=Cyrillic}]+/gu;

/**
 * A word of Latin and Cyrillic letters mixed ('Меlnyk', 'ехаmple'), whose Cyrillic letters all look like Latin
 * ones, in Latin letters: no word is written in both alphabets, so the Cyrillic ones are misreadings.
 */
function latinLookalikes(text: string): string {
  return text.replace(LATIN_OR_CYRILLIC_WORD, (word) => {
    const cyrillic = word.match(/\p{Script=Cyrillic}/gu);
    if (!cyrillic || cyrillic.length === word.length || cyrillic.some((letter) => !CYRILLIC_LOOKALIKES[letter])) {
      return word;
    }
    return word.replace(/\p{Script=Cyrillic}/gu, (letter) => CYRILLIC_LOOKALIKES[letter]!);
  });
}

/**
 * Text as a reader types what the page shows: compatibility forms folded, invisible characters dropped, a
 * non-breaking hyphen or a Unicode hyphen typed as '-', Cyrillic look-alikes inside a Latin word typed in Latin.
 */
export function foldTypedForms(text: string): string {
  return latinLookalikes(text)
    .replace(COMPATIBILITY_FORMS, (run) => run.normalize('NFKC'))
    .replace(INVISIBLE, '')
    .replace(/[\u2010\u2011]/g, '-');
}

/**
 * A resume cleaned for reading: consistent line breaks, no control characters or page markers, every kind
 * of bullet shown as '• ', table cells and columns separated by ' | ', spaces collapsed, and a blank line
 * before each section heading.
 */
export function formatResumeText(raw: string): string {
  const lines = foldTypedForms(raw)
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '')
    .split('\n')
    .map((line) =>
      joinSpacedLetters(line.replace(/\u00a0/g, ' '))
        // Linear in the line's length: a separator starts only where a run of blanks starts.
        .replace(/(?<!\s)[^\S\t]*\t\s*/g, ' | ')
        .replace(/[ ]{2,}/g, ' ')
        .replace(/^\|\s*/, '')
        .replace(/(?<!\s)\s*\|$/, '')
        .trim(),
    )
    .filter((line) => !/^-- \d+ of \d+ --$/.test(line) && !/^page \d+( of \d+)?$/i.test(line));

  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (BULLET.test(line)) {
      const rest = line.replace(BULLET, '');
      // A bullet on its own line belongs to the text on the next one (common in PDF text).
      if (!rest && i + 1 < lines.length && lines[i + 1]) line = `• ${lines[++i]!.replace(BULLET, '')}`;
      else if (rest) line = `• ${rest}`;
      else continue;
    }
    if (isHeading(line) && out.length > 0 && out[out.length - 1] !== '') out.push('');
    out.push(line);
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
