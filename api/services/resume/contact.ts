import type { ContactInfo } from '../../../src/shared/resume.ts';
import { looksLikePlace } from './places.ts';

/** A line the layout shows in larger type than the body (weight: its size over the body's). */
export interface NameHint {
  line: string;
  weight: number;
}

// Every pattern here sees untrusted text and must run in linear time (resume.test.ts feeds each one
// 100,000-character strings built to make it backtrack). Hence: a match starts only where a run of its
// characters starts (lookbehind), quantifiers are bounded, and two adjacent quantifiers never share characters.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24}(?![A-Za-z])/g;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[A-Za-z0-9\-_%.À-ž]{1,200}/gi;
const PHONE = /\(?(?:\+|00)?\(?\d[\d\s().\-/]{6,}\d(?:\s*(?:x|ext\.?)\s*\d{1,5})?/g;
/** A phone label just before a number; tested on the few characters before it only. */
const PHONE_LABEL =
  /\b(phone|tel|telephone|telefon|tel[eé]fono|t[eé]l[eé]phone|mobile|mobil|mob|m[oó]vil|celular|portable|cell|cellphone|handy|t|m|p|ph)\b\.?\s*(?:[:.]\s*)?$/i;
const REFERENCE_HEADING = /^\s*(references?|referees?|professional references?)\s*(?::\s*)?$/i;
const REFERENCE_CONTEXT = /\b(referee|reference|supervisor|manager|contact person)\b/i;

/** Lines that open a resume without being a name. */
const TITLE_LINE =
  /^(curr[ií]culum(\s+vitae)?|r[eé]sum[eé]|cv|lebenslauf|hoja\s+de\s+vida|personal\s+(details|information|profile)|datos\s+personales|pers[öo]nliche\s+daten|donn[ée]es\s+personnelles|contact(\s+(details|information))?)\s*:?$/i;
/** Section headings: a name is never one of these. */
const SECTION_HEADING =
  /^(summary|professional summary|profile|objective|career objective|about me|experience|work experience|professional experience|employment( history)?|education|skills|technical skills|key skills|certifications?|projects|languages|interests|awards|publications|volunteer(ing)?|references?|contact|details|work history|career history|professional background|qualifications|training|achievements|hobbies|kontakt|contacto|coordonn[ée]es|profil|perfil|berufserfahrung|ausbildung|kenntnisse|sprachen|experiencia( laboral| profesional)?|educaci[oó]n|formaci[oó]n|habilidades|idiomas|exp[ée]rience( professionnelle)?|formation|comp[ée]tences|langues)\s*:?$/i;

/** Degrees, credentials and suffixes written after a name. */
const CREDENTIALS = new Set([
  'mba',
  'phd',
  'ph.d',
  'ph.d.',
  'md',
  'm.d.',
  'rn',
  'bsn',
  'msn',
  'cpa',
  'pmp',
  'cfa',
  'pe',
  'p.e.',
  'esq',
  'esq.',
  'msc',
  'm.sc.',
  'ms',
  'm.s.',
  'ma',
  'm.a.',
  'bsc',
  'b.sc.',
  'bs',
  'b.s.',
  'ba',
  'b.a.',
  'beng',
  'meng',
  'jd',
  'j.d.',
  'jr',
  'jr.',
  'sr',
  'sr.',
  'ii',
  'iii',
  'iv',
  'shrm-cp',
  'shrm-scp',
  'phr',
  'sphr',
  'cissp',
  'acca',
  'cima',
  'lpn',
  'np',
  'dds',
  'dvm',
  'mph',
  'mha',
  'mfa',
  'llm',
  'll.m.',
  'cma',
  'csm',
  'aws',
]);
/** Lines searched for the name from the top (blank and title lines not counted). */
const NAME_SEARCH_LINES = 30;
/** Titles written before a name. */
const HONORIFICS =
  /^(dr|mr|mrs|ms|mx|miss|prof|sir|dame|eng|ing|dipl|mag|lic|lcda?|sr|sra|srta|mme|mlle|herr|frau)\.?(-(ing|kfm|oec)\.?)?$/i;
/** Words that start a surname (kept with it: 'van Dijk', 'de la Cruz'). */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'del',
  'della',
  'da',
  'di',
  'du',
  'la',
  'le',
  'der',
  'den',
  'dos',
  'das',
  'bin',
  'al',
  'ter',
  'ten',
  'st.',
]);
/** Words that show a line is a job title or a place, not a name. */
const NOT_NAME_WORDS =
  /\b(engineer|developer|manager|designer|analyst|consultant|director|nurse|assistant|specialist|officer|accountant|teacher|driver|associate|intern|lead|senior|junior|coordinator|planner|dispatcher|supervisor|executive|administrator|representative|technician|scientist|architect|programmer|recruiter|advisor|adviser|agent|clerk|buyer|storekeeper|warehouse|mechanic|electrician|operator|trainee|apprentice|marketing|sales|finance|operations|logistics|product|project|software|customer|chief|president|founder|freelance|gerente|ingeniera?|analista|coordinadora?|jefe|jefa|directora|asistente|t[eé]cnic[oa]|vendedora?|administrativ[oa]|ing[eé]nieur|responsable|ingenieur|leiter|leiterin|kaufmann|kauffrau|sachbearbeiter|entwickler|berater|resume|curriculum|vitae|street|avenue|road|university|college|school|inc|llc|ltd|summary|profile|experience|page|email|phone|address|linkedin)\b/i;

/** Headings and words that show a resume is written in Spanish. */
const SPANISH =
  /\b(experiencia|educaci[oó]n|formaci[oó]n|habilidades|idiomas|tel[eé]fono|correo|perfil profesional|datos personales|apellidos)\b/i;
/** Given names that stand second in Spanish compound given names ('María José', 'Juan Carlos'). */
const SPANISH_GIVEN = new Set(
  'jose maria luis carlos juan antonio manuel miguel angel francisco javier pablo andres pedro alejandro fernando ana isabel carmen elena teresa lucia sofia paula laura marta cristina patricia beatriz eugenia fernanda alejandra gabriela'.split(
    ' ',
  ),
);

/** A name word: letters with inner hyphens or apostrophes, or an initial ('J.'); never 'B.Sc.'. */
const NAME_WORD = /^(?:\p{L}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;

/** Title-cases a word written in capitals ('O'NEIL' → 'O'Neil', 'GARCÍA-LÓPEZ' → 'García-López'). */
function fixCase(word: string): string {
  if (word !== word.toUpperCase() || word.length <= 1) return word;
  if (/^[A-Z]\.?$/.test(word)) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/^Mc(\p{Ll})/u, (_, c: string) => `Mc${c.toUpperCase()}`);
}

/** A name read from a resume: first and last, and any middle words (initials dropped). */
export interface ParsedName {
  first: string;
  last: string;
  middle: string[];
}

/** 'SMITH, John': a surname in capitals, a comma, then given names written as names (not credentials). */
function isSurnameFirst(before: string, after: string): boolean {
  const surname = before.split(/\s+/);
  const given = after.split(/\s+/).filter(Boolean);
  return (
    surname.length <= 2 &&
    !SECTION_HEADING.test(before) &&
    surname.every((w) => /^\p{Lu}[\p{Lu}'’-]+$/u.test(w)) &&
    given.length >= 1 &&
    given.length <= 2 &&
    given.every((w) => /^\p{Lu}\p{Ll}[\p{L}'’-]*\.?$/u.test(w) && !CREDENTIALS.has(w.toLowerCase()))
  );
}

/** 'J O H N   S M I T H' (letters spaced out for style, words further apart) → 'JOHN SMITH'. */
function unspaceLetters(line: string): string {
  const words = line.trim().split(/\s{2,}/);
  const spaced = words.length >= 2 && words.every((w) => /^\p{L}( \p{L})+$/u.test(w));
  return spaced ? words.map((w) => w.replace(/ /g, '')).join(' ') : line;
}

/** First and last name from a line that holds a name, or null when the line is not one. */
export function parseNameLine(line: string): ParsedName | null {
  let text = unspaceLetters(line)
    // Markdown: '# Jane Doe', '**Jane Doe**'.
    .replace(/^#{1,6}\s+/, '')
    .replace(/^([*_]{1,3})([^*_]+)\1$/, '$2')
    .replace(/^\s*(full\s+)?name\s*[:\-–|]\s*/i, '')
    .split(/\||•|·|∙|▪|\t| {2,}|–|—| - |\/\//)[0]!
    .trim();
  // Credentials after a comma ('Jane Doe, MBA, PMP') or at the end; or the surname first, in capitals
  // ('SMITH, John', 'GARCÍA LÓPEZ, María').
  const [beforeComma = '', afterComma = ''] = text.split(',').map((part) => part.trim());
  if (isSurnameFirst(beforeComma, afterComma)) {
    const [first, ...middle] = afterComma.split(/\s+/);
    if (NOT_NAME_WORDS.test(text)) return null;
    return { first: first!.replace(/\.$/, ''), last: beforeComma.split(/\s+/).map(fixCase).join(' '), middle };
  }
  text = beforeComma;
  let words = text.split(/\s+/).filter(Boolean);
  while (words.length > 0 && HONORIFICS.test(words[0]!)) words.shift();
  while (words.length > 0 && CREDENTIALS.has(words[words.length - 1]!.toLowerCase().replace(/,$/, ''))) words.pop();
  // Nicknames and pronouns in brackets or quotes: 'Robert "Bob" Miller', 'Alex Rivera (they/them)'.
  words = words.filter((w) => !/^[("“'‘].*[)"”'’]$/.test(w));
  if (words.length < 2 || words.length > 5) return null;
  if (!words.every((w) => NAME_WORD.test(w))) return null;
  if (NOT_NAME_WORDS.test(text)) return null;
  // Each word but particles starts with a capital (a sentence fragment does not).
  if (!words.every((w) => PARTICLES.has(w.toLowerCase()) || /^\p{Lu}/u.test(w))) return null;
  const fixed = words.map(fixCase);
  const first = fixed[0]!;
  let lastStart = fixed.length - 1;
  while (lastStart > 1 && PARTICLES.has(fixed[lastStart - 1]!.toLowerCase())) lastStart--;
  const last = fixed
    .slice(lastStart)
    .map((w, i) => (i < fixed.length - 1 - lastStart && PARTICLES.has(w.toLowerCase()) ? w.toLowerCase() : w))
    .join(' ');
  if (/^\p{Lu}\.?$/u.test(last) || /^\p{Lu}\.$/u.test(first)) return null;
  const middle = fixed.slice(1, lastStart).filter((w) => !/^\p{Lu}\.?$/u.test(w));
  return { first: first.replace(/\.$/, ''), last, middle };
}

const FIRST_NAME_LABEL =
  /^(first\s*name|given\s*names?|forenames?|vorname|pr[ée]nom|nombres?|nome)\s*[:\-–|]\s*(\S.{0,60})$/i;
const LAST_NAME_LABEL =
  /^(last\s*name|surname|family\s*name|nachname|familienname|nom(?:\s+de\s+famille)?|apellidos?|sobrenome|cognome)\s*[:\-–|]\s*(\S.{0,60})$/i;

/** A name given in two labelled fields ('First name: Jean-Pierre' and 'Last name: Moreau'). */
function nameFromLabels(lines: string[]): ParsedName | null {
  let first: string | undefined;
  let last: string | undefined;
  for (const line of lines.slice(0, 60)) {
    first ??= FIRST_NAME_LABEL.exec(line)?.[2]?.trim();
    last ??= LAST_NAME_LABEL.exec(line)?.[2]?.trim();
  }
  if (!first || !last) return null;
  const parsed = parseNameLine(`${first} ${last}`);
  if (!parsed) return null;
  // The labels say where the surname starts, whatever its particles or second surname.
  const firstWords = first.split(/\s+/).map(fixCase);
  return { first: firstWords[0]!, last: last.split(/\s+/).map(fixCase).join(' '), middle: firstWords.slice(1) };
}

/**
 * 'L U C Í A F E R N Á N D E Z' (letter-spaced, the gap between the words lost) split where the e-mail address
 * shows a word ends: lucia.fdz@ → 'LUCÍA FERNÁNDEZ'. Null when the line is not spaced out or no split fits.
 */
function splitSpacedName(line: string, emailLocal: string): string | null {
  if (line.length > 120 || !/^\p{L}(?: \p{L}){3,}$/u.test(line)) return null;
  const letters = line.replace(/ /g, '');
  const tokens = emailLocal.split(/[._\-\d]+/).filter((t) => t.length > 1);
  let best: { at: number; score: number } | null = null;
  for (let at = 2; at <= letters.length - 2; at++) {
    const first = plain(letters.slice(0, at));
    const last = plain(letters.slice(at));
    let score = 0;
    if (tokens.includes(first)) score += 2;
    if (tokens.includes(last)) score += 2;
    if (emailLocal.startsWith(first)) score += 1;
    if (last.length > 2 && emailLocal.endsWith(last)) score += 1;
    if (emailLocal === first[0]! + last) score += 3;
    if (score > 0 && (!best || score > best.score)) best = { at, score };
  }
  // A whole word of the address must match; a mere prefix ('lu' of 'lucia') proves nothing.
  return best && best.score >= 2 ? `${letters.slice(0, best.at)} ${letters.slice(best.at)}` : null;
}

/** Lowercase ASCII letters of a word, for comparing it with an e-mail address. */
function plain(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function nameFromEmail(email: string): ParsedName | null {
  const local = email.split('@')[0]!.replace(/\d+/g, '');
  const parts = local.split(/[._-]+/).filter((p) => p.length > 1);
  if (parts.length < 2) return null;
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1).toLowerCase();
  return { first: cap(parts[0]!), last: cap(parts[parts.length - 1]!), middle: [] };
}

/** A LinkedIn profile URL in its usual form: https://www.linkedin.com/in/<name>. */
export function normalizeLinkedIn(url: string): string | null {
  const match = /linkedin\.com\/(in|pub)\/([^/?#\s)>\]"']+)/i.exec(url);
  if (!match) return null;
  let slug = match[2]!;
  while (/[.,;:]$/.test(slug)) slug = slug.slice(0, -1);
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // keep it as written
  }
  return `https://www.linkedin.com/${match[1]!.toLowerCase()}/${slug}`;
}

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

function looksLikeDateRange(text: string): boolean {
  return (
    /^\(?\s*(19|20)\d{2}\s*[-–/]\s*((19|20)\d{2}|\d{2})\s*\)?$/.test(text.trim()) ||
    /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(text.trim())
  );
}

interface Found<T> {
  value: T;
  line: number;
  score: number;
}

/** Where the references section starts (its contacts belong to other people), or Infinity. */
function referencesStart(lines: string[]): number {
  const index = lines.findIndex((line) => REFERENCE_HEADING.test(line));
  return index < 0 ? Infinity : index;
}

/**
 * Reads the candidate's contact details from resume text (and the link targets found in the file): name
 * from the top lines or a labelled field, the candidate's own e-mail and phone rather than a referee's,
 * and the LinkedIn profile whether written out or only linked.
 */
export function extractContact(text: string, links: string[] = [], hints: NameHint[] = []): ContactInfo {
  const lines = text.split('\n').map((line) => line.trim());
  const refStart = referencesStart(lines);

  const emails: Array<Found<string>> = [];
  const phones: Array<Found<string>> = [];
  let linkedin: string | null = null;

  lines.forEach((line, index) => {
    const inReferences = index > refStart;
    const referenceLine = REFERENCE_CONTEXT.test(line);
    for (const match of line.matchAll(EMAIL)) {
      const email = match[0].replace(/\.$/, '');
      let score = 100 - Math.min(index, 80);
      if (inReferences) score -= 200;
      if (referenceLine) score -= 60;
      if (/^\s*(e-?mail|mail)\b/i.test(line)) score += 20;
      emails.push({ value: email, line: index, score });
    }
    linkedin ??= [...line.matchAll(LINKEDIN)].map((m) => normalizeLinkedIn(m[0])).find(Boolean) ?? null;
    const withoutNoise = line
      .replace(EMAIL, ' ')
      .replace(LINKEDIN, ' ')
      .replace(/https?:\/\/\S+/g, ' ');
    for (const match of withoutNoise.matchAll(PHONE)) {
      // The pattern ends on a digit, so only the leading side needs trimming.
      const raw = match[0].trim();
      const digits = digitCount(raw);
      if (digits < 7 || digits > 15 || looksLikeDateRange(raw)) continue;
      const before = withoutNoise.slice(Math.max(0, match.index - 24), match.index);
      const labelled = PHONE_LABEL.test(before) || /\b(phone|tel|mobile|cell|telefon|mobil)\b/i.test(line);
      // A bare run of digits near other numbers (years, postcodes) is weak evidence unless labelled.
      if (!labelled && !/[+()\s.-]/.test(raw)) continue;
      let score = 100 - Math.min(index, 80) + (labelled ? 30 : 0) + (raw.startsWith('+') ? 5 : 0);
      if (inReferences) score -= 200;
      if (referenceLine) score -= 60;
      phones.push({ value: raw, line: index, score });
    }
  });
  // An address only behind a 'mailto:' link (the text says 'Email'), read from the link annotations.
  if (emails.length === 0) {
    for (const link of links) {
      const address = /^mailto:([^?\s]{3,254})/i.exec(link)?.[1];
      if (address && /^[^@\s]{1,64}@[^@\s]+\.[A-Za-z]{2,24}$/.test(address)) {
        emails.push({ value: address, line: NAME_SEARCH_LINES, score: 0 });
      }
    }
  }
  const linked = links.map(normalizeLinkedIn).find(Boolean) ?? null;
  // A link target is whole where the printed address may be cut short by a narrow column.
  if (!linkedin || (linked && linked !== linkedin && linked.startsWith(linkedin))) linkedin = linked;

  const best = <T>(found: Array<Found<T>>) => [...found].sort((a, b) => b.score - a.score || a.line - b.line)[0];

  // The name: a labelled field, else the best name-like line near the top. In two-column layouts the
  // name may come after a sidebar, so a line whose words appear in the top e-mail address wins.
  let name: ParsedName | null = null;
  const topEmail = (best(emails)?.value.split('@')[0] ?? '').toLowerCase();
  const labelled = lines.find((line) => /^(full\s+)?name\s*[:\-–|]/i.test(line));
  if (labelled) name = parseNameLine(labelled);
  name ??= nameFromLabels(lines);
  if (!name) {
    let bestScore = -Infinity;
    let seenHeading = false;
    const hintWeight = (line: string) => hints.find((hint) => hint.line === line)?.weight ?? 0;
    const consider = (line: string, index: number, afterHeading: boolean) => {
      const candidate = parseNameLine(splitSpacedName(line, topEmail) ?? line);
      if (!candidate) return;
      const inEmail = [candidate.first, candidate.last].filter((w) => {
        const p = plain(w);
        return p.length > 1 && topEmail.includes(p);
      }).length;
      // A line set in the largest type near the top is most likely the name; a place under it is not.
      const weight = hintWeight(line);
      const typeBonus = weight > 0 ? Math.min(40, 25 * (weight - 1)) : 0;
      const score = -index + (afterHeading ? -15 : 0) + inEmail * 30 + typeBonus + (looksLikePlace(line) ? -60 : 0);
      if (score > bestScore) {
        bestScore = score;
        // A name-like line deep in the body that the address does not confirm is more likely a phrase.
        name = afterHeading && inEmail === 0 && weight === 0 && nameFromEmail(topEmail + '@') ? null : candidate;
      }
    };
    const seen = new Set<string>();
    for (let index = 0, checked = 0; index < lines.length && checked < NAME_SEARCH_LINES; index++) {
      const line = lines[index]!;
      if (!line || TITLE_LINE.test(line)) continue;
      checked++;
      if (SECTION_HEADING.test(line)) {
        seenHeading = true;
        continue;
      }
      seen.add(line);
      consider(line, index, seenHeading);
    }
    // A large line further down (the name in a main column printed after a long sidebar) still competes.
    for (const hint of hints) {
      if (seen.has(hint.line)) continue;
      const index = lines.indexOf(hint.line);
      consider(hint.line, Math.min(index < 0 ? NAME_SEARCH_LINES : index, NAME_SEARCH_LINES), false);
    }
  }

  // Spanish names carry two surnames ('Carlos Andrés Gómez Herrera', 'Lucía Gómez Herrera'): in a Spanish
  // resume the last two words are the surname unless the word before them is a given name ('María José Gómez').
  if (name?.middle.length && SPANISH.test(text.slice(0, 20_000))) {
    const before = name.middle[name.middle.length - 1]!;
    if (!SPANISH_GIVEN.has(plain(before)) && !PARTICLES.has(before.toLowerCase())) {
      name = { ...name, last: `${before} ${name.last}`, middle: name.middle.slice(0, -1) };
    }
  }

  // 'José Muñoz Peña' with jose.munoz@…: a middle word found in the address starts a double surname.
  if (name?.middle.length) {
    const index = name.middle.findIndex((w) => w.length > 2 && topEmail.includes(plain(w)));
    if (index >= 0) name = { ...name, last: [...name.middle.slice(index), name.last].join(' '), middle: [] };
  }

  // Among the candidate-looking addresses, prefer one that carries the candidate's name.
  if (name) {
    const tokens = [name.first, name.last].map(plain);
    for (const email of emails) {
      const local = email.value.split('@')[0]!.toLowerCase();
      if (tokens.some((t) => t.length > 1 && local.includes(t))) email.score += 25;
    }
  }
  const email = best(emails.filter((e) => e.score > -50)) ?? best(emails);
  if (!name && email) name = nameFromEmail(email.value);
  const phone = best(phones.filter((p) => p.score > -50));

  return {
    first_name: name?.first ?? null,
    last_name: name?.last ?? null,
    email: email?.value ?? null,
    phone: phone?.value ?? null,
    linkedin_url: linkedin,
  };
}
