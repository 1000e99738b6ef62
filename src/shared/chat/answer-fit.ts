import { coverageOf, type TermGroup } from './retrieval';
import { terms } from './synonyms';

/**
 * How far a composed answer may explain less of a question than the best passage and still keep its
 * intent's evidence: a topic answer gathers facts worded its own way, so a small gap is no sign of a wrong topic.
 */
export const ANSWER_GAP = 0.2;

/**
 * Share of a question's weight (0..1) an intent explains by what its answer says or by its own words ('cost' for
 * the price list), with synonym credit.
 */
export function answerCoverage(groups: TermGroup[], answer: string, named: ReadonlySet<string>): number {
  const said = new Set(terms(answer));
  return coverageOf(groups, (s) => said.has(s) || named.has(s));
}

/** What the best passage offers against an intent's answer. */
export interface PassageEvidence {
  score: number;
  coverage: number;
  answersType?: boolean;
}

/**
 * An intent is only as good as what its answer says. When its composed answer explains clearly less of the
 * question than the best passage does (a pricing phrase in 'by how much does it shrink the days a vacancy stays
 * open?'), the intent is ranked by that share of the passage's evidence instead of by its cues and words; and an
 * answer without the kind of fact asked for ('how often') cannot beat a passage that has it. `gap` is how much
 * less the answer may explain: none for an intent found by a question form, which names no topic.
 */
export function fittedScore(
  evidence: number,
  said: number,
  best: PassageEvidence | undefined,
  { typeMissing = false, gap = ANSWER_GAP } = {},
) {
  if (!best) return evidence;
  let score = evidence;
  if (typeMissing && best.answersType) score = Math.min(score, best.score * 0.95);
  if (best.coverage - said > gap) score = Math.min(score, (best.score * said) / best.coverage);
  return score;
}

/**
 * Share of a question's weight (0..1) in words that neither the site nor any intent uses ('okta', 'soc'): what
 * no answer here can explain.
 */
export function unexplainedShare(groups: TermGroup[], intentWords: ReadonlySet<string>): number {
  const total = groups.reduce((sum, g) => sum + g.weight, 0);
  const unexplained = groups.reduce((sum, g) => sum + (g.unknown && !intentWords.has(g.stem) ? g.weight : 0), 0);
  return total > 0 ? unexplained / total : 0;
}
