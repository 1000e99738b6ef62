import { coverageOf, type TermGroup } from './retrieval';
import { terms } from './synonyms';

/** Characters around a fact read as its context: about eight words before it and four after. */
const BEFORE = 60;
const AFTER = 30;

/** A pattern that finds every match of `pattern` in a text. */
export function everyMatch(pattern: RegExp): RegExp {
  return pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
}

/** The stems said around each fact of a kind in a text. */
export function factContexts(text: string, facts: RegExp): Array<Set<string>> {
  return [...text.matchAll(everyMatch(facts))].map((match) => {
    const start = Math.max(0, match.index - BEFORE);
    return new Set(terms(text.slice(start, match.index + match[0].length + AFTER)));
  });
}

/**
 * Share of a question's weight (0..1) said within a few words of a fact of the asked kind: in 'Most interviews
 * take about 15 minutes' the duration is about interviews, in '...shortlists them in under 24 hours' about the
 * shortlist. A passage whose fact stands next to the question's words answers it; one that merely holds a fact
 * of that kind somewhere does not. `contexts` come from `factContexts`.
 */
export function nearFact(contexts: Array<Set<string>>, groups: TermGroup[]): number {
  let best = 0;
  for (const context of contexts)
    best = Math.max(
      best,
      coverageOf(groups, (s) => context.has(s)),
    );
  return best;
}
