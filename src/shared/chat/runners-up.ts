import type { Passage } from './passages';
import { coverageOf, type ScoredPassage, type SearchContext, type TermGroup } from './retrieval';
import { terms } from './synonyms';
import { normalize } from './text';

/**
 * The passage holding what was asked ranks first for only part of the questions and second or third for many
 * more (recall@1 against recall@3 on the development sets). An answer therefore carries a runner-up as a short
 * 'Also relevant' part when it is close in evidence to the best candidate, stands in another section, holds the
 * kind of fact asked for, and is about a telling word of the question that the answer leaves unexplained: its
 * heading says that word ('What is the cap on your liability?' answered on caps, then '7. Limitation of liability').
 * A runner-up that merely mentions the word in passing ('a request' in a retention rule) says something else.
 */

/** A runner-up keeps up with the best candidate from this share of its evidence (calibrated on the dev sets). */
export const RUNNER_UP_SHARE = 0.7;
/** Share of the question's weight, in telling words the answer leaves unexplained, a runner-up's heading must say. */
const RUNNER_UP_NEW = 0.1;
/** A word of at least this weight tells what a question is about ('liability', 'collect'; not 'candidate', 'interview'). */
export const TELLING_WEIGHT = 2;
/** A statement up to this length is quoted with the rest of its paragraph. */
const GLANCE_CHARS = 360;

/** The section a passage stands in: its page and heading. */
export function sectionOf(p: Passage): string {
  return `${p.url ?? ''}#${p.title}`;
}

/** What a passage says, with the rest of its paragraph when that is short enough to read at a glance. */
export function statementOf(p: Passage): string {
  return p.paragraph.length <= GLANCE_CHARS ? p.paragraph : p.text;
}

/** A plan's or add-on's passage: the only ones with prices (the knowledge base leaves page prices out). */
function quotesPrice(p: Passage): boolean {
  return p.kind === 'plan' || p.kind === 'addon';
}

/** What a question asks, for choosing runner-ups: its words, the kind of fact and the context. */
export interface Asked extends SearchContext {
  groups: TermGroup[];
  /** Below this evidence no passage is quoted at all. */
  minEvidence: number;
  /** The passages (ids) the last answer quoted: the visitor has just read them. */
  toldBefore?: ReadonlySet<string>;
  /** The question's normalized text, to see which words it says together. */
  text?: string;
}

/**
 * The runner-up (at most one) worth adding to an answer that already says `said` and quotes the sections
 * `quoted`: among `found` from the evidence `bar` on, in another section and not in the last answer, of the kind of
 * fact asked for, without prices unless the question is about prices nor a competitor unless it names one, and
 * headed by a telling word of the question that the answer does not explain.
 */
export function runnerUp(
  found: ScoredPassage[],
  bar: number,
  said: string,
  quoted: ReadonlySet<string>,
  asked: Asked,
): Passage | undefined {
  // The cheap tests first: most answers have no runner-up in reach, and reading the answer's words costs more.
  const eligible = found.filter(
    (f) =>
      f.score >= Math.max(bar, asked.minEvidence) &&
      !quoted.has(sectionOf(f.passage)) &&
      !asked.toldBefore?.has(f.passage.id) &&
      !(asked.expects && !f.answersType) &&
      !(quotesPrice(f.passage) && !asked.aboutPrices) &&
      !(f.passage.rival && !asked.aboutRivals),
  );
  if (eligible.length === 0) return undefined;
  const saidStems = new Set(terms(said));
  const saidText = normalize(said);
  const total = asked.groups.reduce((sum, g) => sum + g.weight, 0);
  // The telling words of the question that the answer does not say, in any of their forms.
  const unexplained = asked.groups.filter(
    (g) => g.weight >= TELLING_WEIGHT && ![...g.variants.keys()].some((v) => saidStems.has(v)),
  );
  const unexplainedWeight = unexplained.reduce((sum, g) => sum + g.weight, 0);
  if (total === 0 || unexplainedWeight / total < RUNNER_UP_NEW) return undefined;
  for (const { passage: p } of eligible) {
    if (saidText.includes(normalize(p.text))) continue;
    const heading = new Set(terms(p.title));
    const added = (coverageOf(unexplained, (s) => heading.has(s)) * unexplainedWeight) / total;
    if (added >= RUNNER_UP_NEW) return p;
  }
  return undefined;
}
