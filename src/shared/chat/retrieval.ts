import { factContexts, nearFact } from './fact-proximity';
import type { Passage } from './passages';
import { SYNONYM_CREDIT, synonymsOf, terms as stemsOf } from './synonyms';
import { stem } from './text';

/** One content word of a question, with the stems that count as saying it and how telling it is. */
export interface TermGroup {
  /** The word's own stem. */
  stem: string;
  /** Stems that count as the word, with their credit: 1 for the stem itself, less for a synonym. */
  variants: Map<string, number>;
  /** How much the word tells (its inverse document frequency), times how much it belongs to this question. */
  weight: number;
  /** A word every kind of question uses ('make', 'work', 'see'): it weighs little. */
  light: boolean;
  /** A word the site never uses, nor any of its synonyms ('okta', 'soc'): nothing here can explain it. */
  unknown?: boolean;
}

/** A passage with its evidence for a question. */
export interface ScoredPassage {
  passage: Passage;
  /** Coverage of the question's words (0..1) plus phrase and term-frequency evidence. */
  score: number;
  /** Share of the question's weight the passage explains (0..1). */
  coverage: number;
  /** Whether the passage holds the kind of fact the question asks for (a duration for 'how long'), if it asks. */
  answersType?: boolean;
}

/** What a question asks beyond its words. */
export interface SearchContext {
  /** The kind of fact asked for (a duration for 'how long'), if any. */
  expects?: RegExp;
  /** Whether plan and add-on passages are in context (the question is about prices or plans). */
  aboutPrices?: boolean;
  /** Whether passages about competitors are in context (the question names one). */
  aboutRivals?: boolean;
  /** Whether the question asks about ISA by name ('does ISA record candidates?'): statements about ISA answer it. */
  aboutIsa?: boolean;
  /**
   * The pages the last answer quoted, for a follow-up: a passage on one of them continues the conversation's
   * topic ('is there a size limit?' after the resume upload's file types stays on the apply form).
   */
  stayOn?: ReadonlySet<string>;
  /** The passages (ids) the last answer quoted: a follow-up asks for something more than them. */
  said?: ReadonlySet<string>;
}

/** A follow-up's passage the last answer already quoted keeps this share of its evidence. */
const ALREADY_SAID = 0.7;

/** Evidence for a follow-up's passage on a page the last answer quoted. */
const SAME_PAGE_BONUS = 0.15;

/** The page a passage stands on: its route, or for a screen without one (the interview, the kiosk) its title. */
export function pageOf(p: Passage): string | undefined {
  return p.url?.startsWith('/') ? p.url : p.page;
}

/** Words every kind of question uses; they say little about which question it is. */
const LIGHT = new Set(
  (
    'make sure take work use help way able possible let give provide offer support good well new ai tool software system process company team see expect site website page go goes going gone went happen happens happened done ready reasonable realistic ask asks asked ' +
    'treat treats treated handle handles handled suit suits suited already ' +
    // How the asker feels ('super nervous', 'if I panic') says nothing about which fact is asked.
    'nervous anxious scared afraid terrified panic panicking stressed'
  )
    .split(' ')
    .map(stem),
);

/** A word neither the site nor a synonym of it uses weighs this share of the rarest word's weight. */
const UNKNOWN_WORD_WEIGHT = 0.5;
/**
 * A name ('PayPal', 'EU') or a long word ('psychometric') the site never uses is no misspelling (the spelling
 * corrector fixes two letters in a long word): it is a subject the site says nothing about, as telling as the rarest word.
 */
const UNKNOWN_SUBJECT_WEIGHT = 1;
/** Stems of this length or more are long words. */
const LONG_STEM = 8;
const K1 = 1.2;
const B = 0.75;
/** Extra evidence for each pair of the question's words found side by side in a passage. */
const PHRASE_BONUS = 0.08;
const PHRASE_BONUS_MAX = 0.24;
/** Weight of the BM25 score (normalized to the best passage) as a tie-breaker between equal coverages. */
const BM25_WEIGHT = 0.06;
/** Below this total weight a question's words are too vague to trust a passage fully. */
const MIN_QUESTION_WEIGHT = 1.5;
/** Evidence for a passage that holds the kind of answer asked for (a duration for 'how long'). */
const ANSWER_TYPE_BONUS = 0.15;
/** Evidence for a fact of the asked kind standing next to the question's words, times the share they carry. */
const NEAR_FACT_WEIGHT = 0.5;
/** Evidence for a page's own summary where the question is the page's title: it speaks for the whole page. */
const PAGE_SUMMARY_BONUS = 0.05;
/** A plan or add-on passage keeps this share of its evidence where the question is not about prices. */
const PRICES_OUT_OF_CONTEXT = 0.5;
/** A passage about a competitor keeps this share of its evidence where the question names none: it asks about ISA. */
const RIVAL_OUT_OF_CONTEXT = 0.6;
/** A passage without the kind of answer asked for keeps this share of its evidence: it shares words, not the fact. */
const ANSWER_TYPE_MISS = 0.75;
/** Weight of the share of the question a passage's title covers. */
const TITLE_WEIGHT = 0.1;
/** Evidence for a statement about ISA where the question asks about ISA by name, over one about tools in general. */
const NAMES_ISA_BONUS = 0.1;

interface Doc {
  passage: Passage;
  tf: Map<string, number>;
  length: number;
  bigrams: Set<string>;
  /** Stems of the passage's title: a passage about what was asked beats one that mentions it. */
  title: Set<string>;
  /** The stems around each fact of a kind (durations, sizes...), worked out the first time a question asks. */
  facts: Map<RegExp, Array<Set<string>>>;
  /** Whether the passage, its title or its page speaks of ISA by name. */
  namesIsa: boolean;
}

/** Whether a passage opens its page under the page's own title, other than the page's summary. */
function opensPage(passage: Passage): boolean {
  return passage.title === passage.page && !passage.summary;
}

/** Adjacent stem pairs of a token list. */
function pairs(stems: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < stems.length; i++) out.push(`${stems[i - 1]} ${stems[i]}`);
  return out;
}

/**
 * The passage index: BM25 term statistics (the title counts twice) plus phrase pairs, scored by how much of
 * a question a passage covers, so a passage that says most of what was asked beats one that repeats one word.
 */
export class PassageIndex {
  private readonly docs: Doc[];
  private readonly df = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private readonly averageLength: number;

  constructor(passages: Passage[]) {
    this.docs = passages.map((passage, i) => {
      // Where the passage stands counts with its title: the page's title and its path ('/legal/terms' is legal).
      const path = passage.url?.startsWith('/') ? passage.url.replace(/[/-]/g, ' ') : '';
      const title = stemsOf(`${passage.title} ${passage.page ?? ''} ${path}`);
      const text = stemsOf(passage.text);
      const terms = [...title, ...title, ...text];
      const tf = new Map<string, number>();
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
      for (const term of tf.keys()) {
        this.df.set(term, (this.df.get(term) ?? 0) + 1);
        const list = this.postings.get(term);
        if (list) list.push(i);
        else this.postings.set(term, [i]);
      }
      return {
        passage,
        tf,
        length: terms.length,
        // A page's opening passages carry the page's title as their own: its phrases belong to the whole page, for
        // which its summary speaks, and would rank an opening line above the section that answers ('how to roll out
        // an AI recruiter').
        bigrams: new Set([...pairs(text), ...(opensPage(passage) ? [] : pairs(stemsOf(passage.title)))]),
        title: new Set(stemsOf(passage.title)),
        facts: new Map(),
        namesIsa: /\bISA\b/.test(`${passage.page ?? ''} ${passage.title} ${passage.text}`),
      };
    });
    this.averageLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  /** Every indexed stem with its document frequency. */
  terms(): Map<string, number> {
    return new Map(this.df);
  }

  /** Inverse document frequency of a stem; 0 for stems no passage uses. */
  idf(term: string): number {
    const n = this.df.get(term);
    if (!n) return 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  /** The largest idf any stem has (a word no passage uses is at least this telling). */
  maxIdf(): number {
    return Math.log(1 + (this.docs.length - 0.5) / 1.5);
  }

  /**
   * A question's word as a term group: its stem, its synonyms, and its weight. `named`: the word names something
   * (a product, a place), so if the site never uses it, it is no typo but a subject the site says nothing about.
   */
  group(stem: string, share = 1, named = false): TermGroup {
    const variants = new Map<string, number>([[stem, 1]]);
    for (const s of synonymsOf(stem)) variants.set(s, SYNONYM_CREDIT);
    const light = LIGHT.has(stem);
    let weight = this.idf(stem);
    let unknown = false;
    if (weight === 0) {
      // A word the site never uses: as telling as its best-known synonym, or nearly the rarest word.
      const known = [...variants.keys()].map((s) => this.idf(s)).filter((w) => w > 0);
      unknown = known.length === 0;
      weight = known.length
        ? Math.max(...known) * SYNONYM_CREDIT
        : this.maxIdf() * (named || stem.length >= LONG_STEM ? UNKNOWN_SUBJECT_WEIGHT : UNKNOWN_WORD_WEIGHT);
    }
    return { stem, variants, weight: weight * share * (light ? 0.15 : 1), light, unknown };
  }

  private factContexts(doc: Doc, facts: RegExp): Array<Set<string>> {
    let contexts = doc.facts.get(facts);
    if (!contexts) {
      contexts = factContexts(doc.passage.text, facts);
      doc.facts.set(facts, contexts);
    }
    return contexts;
  }

  /** The passages with evidence for the question's words, best first. */
  search(
    groups: TermGroup[],
    limit = 5,
    { expects, aboutPrices = true, aboutRivals = true, aboutIsa = false, stayOn, said }: SearchContext = {},
  ): ScoredPassage[] {
    const total = groups.reduce((sum, g) => sum + g.weight, 0);
    if (total === 0) return [];
    // A question of a few vague words ('how does it work?') is weak evidence for any passage.
    const certainty = Math.min(1, total / MIN_QUESTION_WEIGHT);
    // Each group's variants with their credit and idf, worked out once rather than per passage.
    const plan = groups.map((g) => ({
      group: g,
      weight: g.weight,
      variants: [...g.variants].map(([stem, credit]) => ({ stem, credit, idf: this.idf(stem) })),
    }));
    const candidates = new Set<number>();
    for (const g of plan)
      for (const v of g.variants) for (const i of this.postings.get(v.stem) ?? []) candidates.add(i);
    const queryPairs = pairs(groups.filter((g) => g.weight > 0).map((g) => g.stem));
    const scored: Array<ScoredPassage & { bm25: number }> = [];
    for (const i of candidates) {
      const doc = this.docs[i]!;
      const norm = K1 * (1 - B + (B * doc.length) / this.averageLength);
      let covered = 0;
      let titled = 0;
      let bm25 = 0;
      // A word of the passage stands in for words of the question that mean one thing only: 'type' is a synonym of
      // both 'kind' and 'document', but 'type your details' says neither twice ('booth' does say 'stand' and 'kiosk').
      const borrowed: Array<{ standIn: string; for: TermGroup }> = [];
      for (const g of plan) {
        let credit = 0;
        let titleCredit = 0;
        let standIn: string | undefined;
        for (const v of g.variants) {
          const f = doc.tf.get(v.stem);
          if (!f || (v.credit < 1 && standsInElsewhere(borrowed, v.stem, g.group))) continue;
          if (v.credit > credit) [credit, standIn] = [v.credit, v.credit < 1 ? v.stem : undefined];
          if (v.credit > titleCredit && doc.title.has(v.stem)) titleCredit = v.credit;
          bm25 += (v.credit * v.idf * (f * (K1 + 1))) / (f + norm);
        }
        if (standIn) borrowed.push({ standIn, for: g.group });
        covered += credit * g.weight;
        titled += titleCredit * g.weight;
      }
      const coverage = covered / total;
      let phrase = 0;
      for (const p of queryPairs) if (doc.bigrams.has(p)) phrase += PHRASE_BONUS;
      const answersType = expects ? expects.test(doc.passage.text) : undefined;
      const typed = answersType === undefined ? 1 : answersType ? 1 : ANSWER_TYPE_MISS;
      const priced = doc.passage.kind === 'plan' || doc.passage.kind === 'addon';
      const inContext =
        (said?.has(doc.passage.id) ? ALREADY_SAID : 1) *
        (priced && !aboutPrices ? PRICES_OUT_OF_CONTEXT : 1) *
        (doc.passage.rival && !aboutRivals ? RIVAL_OUT_OF_CONTEXT : 1);
      const namesPage = doc.passage.summary && titled / total >= 0.8 ? PAGE_SUMMARY_BONUS : 0;
      const near = answersType && expects ? nearFact(this.factContexts(doc, expects), groups) : 0;
      const page = stayOn && stayOn.size > 0 ? pageOf(doc.passage) : undefined;
      const stays = page !== undefined && stayOn!.has(page) ? SAME_PAGE_BONUS : 0;
      const onIsa = aboutIsa && doc.namesIsa ? NAMES_ISA_BONUS : 0;
      const score =
        (coverage + Math.min(PHRASE_BONUS_MAX, phrase) + (TITLE_WEIGHT * titled) / total + namesPage + stays + onIsa) *
          typed *
          inContext *
          certainty +
        (answersType ? (ANSWER_TYPE_BONUS + NEAR_FACT_WEIGHT * near) * certainty : 0);
      scored.push({ passage: doc.passage, coverage, score, bm25, answersType });
    }
    let best = 1e-9;
    for (const s of scored) if (s.bm25 > best) best = s.bm25;
    for (const s of scored) s.score += (BM25_WEIGHT * certainty * s.bm25) / best;
    return scored
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ passage, score, coverage, answersType }) => ({ passage, score, coverage, answersType }));
  }
}

/** Whether a passage's word already stands in for a word of the question that means something else. */
function standsInElsewhere(
  borrowed: ReadonlyArray<{ standIn: string; for: TermGroup }>,
  stem: string,
  group: TermGroup,
): boolean {
  return borrowed.some((b) => b.standIn === stem && !group.variants.has(b.for.stem));
}

/** Share of the groups' weight a set of stems covers, with synonym credit (0..1). */
export function coverageOf(groups: TermGroup[], has: (stem: string) => boolean): number {
  const total = groups.reduce((sum, g) => sum + g.weight, 0);
  if (total === 0) return 0;
  const covered = groups.reduce((sum, g) => sum + creditOf(g, has) * g.weight, 0);
  return covered / total;
}

/** How fully (0..1) a word is said where `has` tells which stems are: 1 for the word itself, less for a synonym. */
export function creditOf(group: TermGroup, has: (stem: string) => boolean): number {
  let credit = 0;
  for (const [s, c] of group.variants) if (c > credit && has(s)) credit = c;
  return credit;
}
