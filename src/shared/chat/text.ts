import { stemmer } from 'stemmer';

/** The word a question's opening 'different topic:' becomes: a stopword the conversation reads as a new subject. */
export const TOPIC_SWITCH = 'newtopic';

/** Words too common to tell one question or passage from another. */
export const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it ' +
    'its me my of on or our ours please so than that the their them then there these they this those to too us ' +
    'was we were what when where which who whom why will with would you your yours tell know about also just ' +
    'any some am im ive id youre thats whats hows isnt dont doesnt cant should shall may might must get gets getting got ' +
    'there here one ones much many more most very really need needs want like under over after before via out up down off ' +
    'actually exactly roughly approximately typically usually mostly mainly largely generally primarily ever still even guys folks hey ok okay lot lots kind sort ' +
    'thing things something anything someone anyone everyone somebody anybody everybody every each other whether whole entire all ' +
    'once since while during until till yet instead because across through loads tons heaps plenty bunch above below another ' +
    'he him his she her hers himself herself who whos whose theres heres wheres havent hasnt hadnt wont wouldnt cannot ' +
    'couldnt shouldnt arent werent wasnt didnt say says said saying want wants wanted think thinks seem seems sure ' +
    `myself yourself ourselves themselves itself now only both either ${TOPIC_SWITCH}`
  ).split(' '),
);

/**
 * Chat shorthand and the commonest typos of short words, which are too short for the spelling corrector to
 * place ('do u hav', 'wat is'): read as the words they stand for.
 */
export const SHORTHAND: Readonly<Record<string, string>> = {
  u: 'you',
  yu: 'you',
  yuo: 'you',
  ya: 'you',
  ur: 'your',
  r: 'are',
  wat: 'what',
  wht: 'what',
  hwo: 'how',
  hw: 'how',
  hav: 'have',
  abt: 'about',
  bc: 'because',
  cuz: 'because',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  tme: 'time',
  lng: 'long',
  bak: 'back',
  teh: 'the',
  tld: 'told',
  thru: 'through',
  l8r: 'later',
  n: 'and',
  b4: 'before',
  sum1: 'someone',
  cod: 'code',
  lang: 'language',
  langs: 'languages',
  ment: 'meant',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  til: 'until',
  smth: 'something',
  sth: 'something',
  ref: 'reference',
  refs: 'references',
  // A misspelling the corrector would place elsewhere: 'templet' is one letter from 'temple', two from 'template'.
  templet: 'template',
  templets: 'templates',
  // Units written short: 'hrs' are hours ('hr' alone is HR).
  hrs: 'hours',
  mins: 'minutes',
  secs: 'seconds',
  wks: 'weeks',
  mths: 'months',
  yrs: 'years',
};

/** A figure with its unit run on ('24h', '30mins'), as a question types it. */
const RUN_ON_UNIT = /^(\d+)(h|hr|hrs|min|mins)$/;
const UNIT_NAMES: Readonly<Record<string, string>> = {
  h: 'hours',
  hr: 'hours',
  hrs: 'hours',
  min: 'minutes',
  mins: 'minutes',
};

/** A word as the words it stands for: shorthand spelt out ('u' is 'you'), a run-on unit set apart ('24h'). */
export function spelledOut(word: string): string[] {
  const unit = RUN_ON_UNIT.exec(word);
  if (unit) return [unit[1]!, UNIT_NAMES[unit[2]!]!];
  return [SHORTHAND[word] ?? word];
}

/** Lowercases, strips accents and turns punctuation into spaces (keeps digits, '/' and '%' inside figures). */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’`]/g, '')
      // Chat shorthand for 'with' and 'without' ('works w/ our ATS'), whose slash the next step would drop.
      .replace(/\bw\/o\b/g, 'without')
      .replace(/\bw\/(?=[a-z ])/g, 'with ')
      .replace(/[^a-z0-9/%+.]+/g, ' ')
      .replace(/(?<![0-9])[./+]|[./+](?![0-9])/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // One spelling for words people write apart or together.
      .replace(/\b(set|sign|add) (up|on)s?\b/g, (_, a: string, b: string) => `${a}${b}`)
  );
}

/** Words of a normalized text, without stopwords. */
export function words(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((w) => w && !STOPWORDS.has(w));
}

// Forms the Porter stemmer leaves apart that mean the same for a buyer's question.
const IRREGULAR: Record<string, string> = {
  // What is optional need not be given; an option is a choice ('which option suits us?').
  optional: 'optional',
  optionally: 'optional',
  kept: 'keep',
  stored: 'store',
  quicker: 'quick',
  quickest: 'quick',
  quickly: 'quick',
  faster: 'fast',
  fastest: 'fast',
  cheaper: 'cheap',
  cheapest: 'cheap',
  longer: 'long',
  sooner: 'soon',
  shorter: 'short',
  bigger: 'big',
  smaller: 'small',
  larger: 'large',
  better: 'good',
  best: 'good',
  costs: 'cost',
  costing: 'cost',
  paid: 'pay',
  lost: 'lose',
  monthly: 'month',
  hired: 'hire',
  weaker: 'weak',
  weakest: 'weak',
  stronger: 'strong',
  strongest: 'strong',
  worse: 'bad',
  worst: 'bad',
  // Porter folds 'applicant' into 'application': a person is not a form.
  applicant: 'applicant',
  applicants: 'applicant',
  hiring: 'hire',
  languages: 'languag',
  analytics: 'analyt',
  data: 'data',
  // Not 'access': accessibility is its own subject.
  accessibility: 'accessibl',
  accessible: 'accessibl',
  // Porter takes 'bias' for a plural.
  bias: 'bias',
  biases: 'bias',
  // Not 'control': the data controller is a legal role, not a say over the interview.
  controller: 'controller',
  controllers: 'controller',
  // Not 'set' nor 'complet': a preference is no target set, and 'completely' is not completion.
  setting: 'setting',
  settings: 'setting',
  completely: 'completely',
  // Not 'custom' nor 'person': a customer is no tailored plan, and a personality is not a person.
  customer: 'customer',
  customers: 'customer',
  personality: 'personality',
  reseller: 'reseller',
  resellers: 'reseller',
  // Not 'respons': who is responsible is no response.
  responsible: 'responsibl',
  responsibility: 'responsibl',
  responsibilities: 'responsibl',
  // Not 'depend': a dependable method is a reliable one, not one that 'depends'.
  dependable: 'reliabl',
  dependably: 'reliabl',
  // Not 'even': an evening is a time of day, not 'even if'.
  evening: 'evening',
  evenings: 'evening',
  // Not 'termin': the booth's terminal is no termination of a contract.
  terminal: 'terminal',
  terminals: 'terminal',
  // Not 'new': news is tidings ('news and offers'), not something new ('new customers').
  news: 'news',
  // Not 'gener': a general question is nothing generated.
  general: 'general',
  generally: 'general',
};

/** Porter stem of a word (figures stay whole), with a few irregular forms folded in. */
export function stem(word: string): string {
  if (/[0-9]/.test(word)) return word;
  return IRREGULAR[word] ?? stemmer(word);
}

/** Stemmed words of a text: the tokens both the index and the questions use. */
export function tokens(text: string): string[] {
  return words(text).map(stem);
}

/** Damerau–Levenshtein distance (optimal string alignment), giving up once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // Three rolling rows: two back for transpositions, one back, and the current one.
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let curr = new Array<number>(cols).fill(0);
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, curr] = [prev, curr, prev2];
  }
  return prev[b.length]!;
}

/** Whether two words are made of the same letters (one is the other with letters swapped). */
function sameLetters(a: string, b: string): boolean {
  return a.length === b.length && [...a].sort().join('') === [...b].sort().join('');
}

/** A word with its doubled letters written once ('annually' as 'anualy'). */
function singled(word: string): string {
  return word.replace(/(.)\1/g, '$1');
}

/** Whether `word` is `form` with one letter left out, other than a final 's' or 'd' (an ending of its own). */
function leftOutLetter(word: string, form: string): boolean {
  if (form.length !== word.length + 1 || (form.startsWith(word) && /[sd]$/.test(form))) return false;
  return editDistance(word, form, 1) === 1;
}

/** Every string made by deleting up to `depth` characters from `word` (the word itself included). */
function deletions(word: string, depth: number): Set<string> {
  const out = new Set([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const variant = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(variant)) {
          out.add(variant);
          next.push(variant);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * Corrects misspelt words against a vocabulary: a word it does not know becomes the closest known word
 * (one edit, two for words of eight letters or more), preferring a shared first letter, then the more
 * frequent word. Candidates come from a deletion index (as in SymSpell), so a lookup never scans the
 * whole vocabulary.
 */
export class SpellingCorrector {
  private readonly byDeletion = new Map<string, string[]>();
  private readonly cache = new Map<string, string>();
  /** Stems of the vocabulary and of the known words: a word with one of them is a form of a real word. */
  private readonly stems = new Set<string>();
  /** The vocabulary's words by stem, to put right a misspelt form of one ('decids', 'delet'). */
  private readonly byStem = new Map<string, string[]>();

  /**
   * `vocabulary`: the words to correct towards, with their frequency. `known`: other real words, left as
   * they are but never offered as a correction. `trustedFrequency`: the frequency a correction of a word of
   * five letters or fewer needs.
   */
  constructor(
    private readonly vocabulary: Map<string, number>,
    private readonly known: ReadonlySet<string> = new Set(),
    private readonly trustedFrequency = 0,
  ) {
    for (const word of [...vocabulary.keys(), ...known]) this.stems.add(stem(word));
    for (const word of vocabulary.keys()) this.byStem.set(stem(word), [...(this.byStem.get(stem(word)) ?? []), word]);
    for (const word of vocabulary.keys()) {
      if (word.length < 3) continue;
      for (const variant of deletions(word, word.length >= 6 ? 2 : 1)) {
        const list = this.byDeletion.get(variant);
        if (list) list.push(word);
        else this.byDeletion.set(variant, [word]);
      }
    }
  }

  /** Whether the corrector knows a word as it is. */
  isWord(word: string): boolean {
    return this.vocabulary.has(word) || this.known.has(word);
  }

  /** The word itself when known or unfixable, else its correction. */
  correct(word: string): string {
    // A plural written with '-ys' after a consonant ('companys', 'agencys') is the '-ies' plural; it stems like the
    // word, so it would otherwise pass below as a form of it.
    const iesPlural = word.replace(/(?<=[^aeiou])ys$/, 'ies');
    if (iesPlural !== word && this.isWord(iesPlural)) return iesPlural;
    // Past 20 letters a token is no word anyone misspelt, and its deletions would grow quadratically.
    if (
      word.length < 4 ||
      word.length > 20 ||
      /[0-9]/.test(word) ||
      this.vocabulary.has(word) ||
      this.known.has(word)
    ) {
      return word;
    }
    // Another form of a real word ('breaches' of 'breach', 'importing' of 'import') is no misspelling, unless it is a
    // form the site uses with a letter left out ('decids' of 'decides', 'delet' of 'delete'): phrasings are matched
    // on words. A final 's' or 'd' left out makes another form ('expire' of 'expired'), no misspelling.
    if (this.stems.has(stem(word))) {
      const misspelt = this.byStem.get(stem(word))?.find((form) => leftOutLetter(word, form));
      return misspelt ?? word;
    }
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    const max = word.length >= 8 ? 2 : 1;
    const candidates = new Set<string>();
    for (const variant of deletions(word, max)) {
      for (const candidate of this.byDeletion.get(variant) ?? []) candidates.add(candidate);
    }
    // A short word is one edit away from many words: only a word the assistant listens for is a safe guess.
    const minFrequency = word.length <= 5 ? this.trustedFrequency : 0;
    let best = word;
    let bestRank = max + 1;
    let bestFrequency = -1;
    const single = singled(word);
    for (const candidate of candidates) {
      // Doubled letters written once ('anualy', 'comited') are one slip, however many there are.
      const distance = single === singled(candidate) ? 1 : editDistance(word, candidate, max);
      if (distance > max || (this.vocabulary.get(candidate) ?? 0) < minFrequency) continue;
      // A shared first letter is the strongest hint in real typos, then two letters swapped ('mnay' is 'many',
      // not 'may'); weigh them in before frequency.
      const rank = distance - (candidate[0] === word[0] ? 0.5 : 0) - (sameLetters(word, candidate) ? 0.25 : 0);
      const frequency = this.vocabulary.get(candidate) ?? 0;
      if (rank < bestRank || (rank === bestRank && frequency > bestFrequency)) {
        best = candidate;
        bestRank = rank;
        bestFrequency = frequency;
      }
    }
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(word, best);
    return best;
  }
}
