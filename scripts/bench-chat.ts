/**
 * `npm run bench:chat`: asks the local responder (or, with --url, a running API) every question of the
 * development set, of the paraphrase set (every page's facts in words the page does not use) and of the
 * held-out set, and prints each set's pass rate and p50/p95 latency apart. Targets: 95% right, p95 under
 * 50 ms (local).
 *
 * The held-out sets (tests/heldout: chat-questions.ts and the fresh chat-questions-fresh.ts, each printed on
 * its own) were written by someone who never read the responder. Only their figures are printed, never their
 * questions or failures, so that no one tunes on them. `--dev` runs the development and paraphrase sets alone
 * (for tuning); `--verbose` prints their failing replies; `--recall` prints, for the development sets, at which rank
 * retrieval finds the passage holding each question's facts (recall@k).
 */
import {
  benchQuestions,
  devQuestions,
  devQuestionsFresh,
  devQuestionsThird,
  devQuestionsFourth,
  devQuestionsFifth,
  gradeReply,
  type BenchQuestion,
} from '../src/shared/chat/bench-questions.ts';
import { paraphraseQuestions } from '../src/shared/chat/bench-paraphrases.ts';
import { paraphraseQuestionsSecond } from '../src/shared/chat/bench-paraphrases-2.ts';
import { paraphraseQuestionsThird } from '../src/shared/chat/bench-paraphrases-3.ts';
import { paraphraseQuestionsFourth } from '../src/shared/chat/bench-paraphrases-4.ts';
import { paraphraseQuestionsFifth } from '../src/shared/chat/bench-paraphrases-5.ts';
import { paraphraseQuestionsSixth } from '../src/shared/chat/bench-paraphrases-6.ts';
import { paraphraseQuestionsSeventh } from '../src/shared/chat/bench-paraphrases-7.ts';
import { paraphraseQuestionsEighth } from '../src/shared/chat/bench-paraphrases-8.ts';
import { paraphraseQuestionsNinth } from '../src/shared/chat/bench-paraphrases-9.ts';
import { paraphraseQuestionsTenth } from '../src/shared/chat/bench-paraphrases-10.ts';
import { paraphraseQuestionsEleventh } from '../src/shared/chat/bench-paraphrases-11.ts';
import { paraphraseQuestionsTwelfth } from '../src/shared/chat/bench-paraphrases-12.ts';
import { paraphraseQuestionsThirteenth } from '../src/shared/chat/bench-paraphrases-13.ts';
import { paraphraseQuestionsFourteenth } from '../src/shared/chat/bench-paraphrases-14.ts';
import { paraphraseQuestionsFifteenth } from '../src/shared/chat/bench-paraphrases-15.ts';
import { paraphraseQuestionsSixteenth } from '../src/shared/chat/bench-paraphrases-16.ts';
import { paraphraseQuestionsSeventeenth } from '../src/shared/chat/bench-paraphrases-17.ts';
import { paraphraseQuestionsEighteenth } from '../src/shared/chat/bench-paraphrases-18.ts';
import { paraphraseQuestionsNineteenth } from '../src/shared/chat/bench-paraphrases-19.ts';
import { paraphraseQuestionsTwentieth } from '../src/shared/chat/bench-paraphrases-20.ts';
import { paraphraseQuestionsTwentyFirst } from '../src/shared/chat/bench-paraphrases-21.ts';
import { paraphraseQuestionsTwentySecond } from '../src/shared/chat/bench-paraphrases-22.ts';
import { paraphraseQuestionsTwentyThird } from '../src/shared/chat/bench-paraphrases-23.ts';
import { paraphraseQuestionsTwentyFourth } from '../src/shared/chat/bench-paraphrases-24.ts';
import { paraphraseQuestionsTwentyFifth } from '../src/shared/chat/bench-paraphrases-25.ts';
import { paraphraseQuestionsTwentySixth } from '../src/shared/chat/bench-paraphrases-26.ts';
import { paraphraseQuestionsTwentySeventh } from '../src/shared/chat/bench-paraphrases-27.ts';
import { paraphraseQuestionsTwentyEighth } from '../src/shared/chat/bench-paraphrases-28.ts';
import { paraphraseQuestionsTwentyNinth } from '../src/shared/chat/bench-paraphrases-29.ts';
import { paraphraseQuestionsThirtieth } from '../src/shared/chat/bench-paraphrases-30.ts';
import { paraphraseQuestionsThirtyFirst } from '../src/shared/chat/bench-paraphrases-31.ts';
import { paraphraseQuestionsThirtySecond } from '../src/shared/chat/bench-paraphrases-32.ts';
import { paraphraseQuestionsThirtyThird } from '../src/shared/chat/bench-paraphrases-33.ts';
import { paraphraseQuestionsThirtyFourth } from '../src/shared/chat/bench-paraphrases-34.ts';
import { paraphraseQuestionsThirtyFifth } from '../src/shared/chat/bench-paraphrases-35.ts';
import { paraphraseQuestionsThirtySixth } from '../src/shared/chat/bench-paraphrases-36.ts';
import { paraphraseQuestionsThirtySeventh } from '../src/shared/chat/bench-paraphrases-37.ts';
import { paraphraseQuestionsThirtyEighth } from '../src/shared/chat/bench-paraphrases-38.ts';
import { paraphraseQuestionsThirtyNinth } from '../src/shared/chat/bench-paraphrases-39.ts';
import { paraphraseQuestionsFortieth } from '../src/shared/chat/bench-paraphrases-40.ts';
import { paraphraseQuestionsFortyFirst } from '../src/shared/chat/bench-paraphrases-41.ts';
import { paraphraseQuestionsFortySecond } from '../src/shared/chat/bench-paraphrases-42.ts';
import { paraphraseQuestionsFortyThird } from '../src/shared/chat/bench-paraphrases-43.ts';
import { paraphraseQuestionsFortyFourth } from '../src/shared/chat/bench-paraphrases-44.ts';
import { paraphraseQuestionsFortyFifth } from '../src/shared/chat/bench-paraphrases-45.ts';
import { paraphraseQuestionsFortySixth } from '../src/shared/chat/bench-paraphrases-46.ts';
import { paraphraseQuestionsFortySeventh } from '../src/shared/chat/bench-paraphrases-47.ts';
import { paraphraseQuestionsFortyEighth } from '../src/shared/chat/bench-paraphrases-48.ts';
import { paraphraseQuestionsFortyNinth } from '../src/shared/chat/bench-paraphrases-49.ts';
import { paraphraseQuestionsFiftieth } from '../src/shared/chat/bench-paraphrases-50.ts';
import { paraphraseQuestionsFiftyFirst } from '../src/shared/chat/bench-paraphrases-51.ts';
import { paraphraseQuestionsFiftySecond } from '../src/shared/chat/bench-paraphrases-52.ts';
import { paraphraseQuestionsFiftyThird } from '../src/shared/chat/bench-paraphrases-53.ts';
import { paraphraseQuestionsFiftyFourth } from '../src/shared/chat/bench-paraphrases-54.ts';
import { paraphraseQuestionsFiftyFifth } from '../src/shared/chat/bench-paraphrases-55.ts';
import { knownNumbers } from '../src/shared/chat/guard.ts';
import { createChatEngine } from '../src/shared/chat/responder.ts';
import type { ChatMessage } from '../src/shared/chat/schema.ts';
import { siteKnowledgeBase } from '../src/shared/chat/site-knowledge.ts';

const urlArg = process.argv.find((a) => a.startsWith('--url='))?.slice('--url='.length);
const verbose = process.argv.includes('--verbose');
const devOnly = process.argv.includes('--dev');
const recall = process.argv.includes('--recall');
const kb = siteKnowledgeBase();
const known = knownNumbers(kb);
const engine = createChatEngine(kb);
const local = engine.reply;

async function ask(question: string, history: ChatMessage[]): Promise<string> {
  if (!urlArg) return local({ question, history });
  const res = await fetch(`${urlArg.replace(/\/+$/, '')}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_question: question, history }),
  });
  const body = (await res.json()) as { reply?: string };
  return body.reply ?? `HTTP ${res.status}`;
}

interface SetResult {
  rate: number;
  lines: string[];
}

/** Asks every question of a set in its own conversation and grades the replies. */
async function run(
  name: string,
  questions: Array<Omit<BenchQuestion, 'kind'> & { kind: string }>,
  showFailures: boolean,
): Promise<SetResult> {
  const latencies: number[] = [];
  const lengths: number[] = [];
  const failures: string[] = [];
  const byKind = new Map<string, { total: number; passed: number }>();
  for (const q of questions) {
    const history: ChatMessage[] = [];
    for (const earlier of q.before ?? []) {
      history.push({ sender: 'user', text: earlier });
      history.push({ sender: 'ai', text: await ask(earlier, [...history]) });
    }
    history.push({ sender: 'user', text: q.question });
    const started = performance.now();
    const reply = await ask(q.question, history);
    latencies.push(performance.now() - started);
    lengths.push(reply.length);
    const result = gradeReply(q as BenchQuestion, reply, known);
    const tally = byKind.get(q.kind) ?? { total: 0, passed: 0 };
    tally.total++;
    if (result.pass) tally.passed++;
    byKind.set(q.kind, tally);
    if (!result.pass) {
      failures.push(
        `  ✗ ${q.id} (${q.kind}): "${q.question}"` +
          (result.missing.length ? `\n      missing: ${result.missing.join('; ')}` : '') +
          (result.forbidden.length ? `\n      forbidden: ${result.forbidden.join('; ')}` : '') +
          (result.invented.length ? `\n      figures not in the knowledge base: ${result.invented.join(', ')}` : '') +
          (verbose ? `\n      reply: ${reply.replace(/\n/g, '\n             ')}` : ''),
      );
    }
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number, list = sorted) =>
    list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0;
  const byLength = [...lengths].sort((a, b) => a - b);
  const meanLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length);
  const passed = questions.length - failures.length;
  const rate = questions.length ? (100 * passed) / questions.length : 0;
  const lines = [`${name}: ${questions.length} questions`];
  for (const [kind, t] of byKind) lines.push(`  ${kind.padEnd(10)} ${t.passed}/${t.total}`);
  if (showFailures && failures.length) lines.push(...failures);
  lines.push(
    `  pass rate: ${rate.toFixed(1)}% (${passed}/${questions.length}; target ≥ 95%)`,
    `  latency: p50 ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, max ${sorted.at(-1)?.toFixed(2)} ms (target p95 < 50 ms)`,
    `  reply length: mean ${meanLength.toFixed(0)}, p95 ${pct(95, byLength)} characters`,
  );
  return { rate, lines };
}

const developmentSet = [
  ...benchQuestions,
  ...devQuestions,
  ...devQuestionsFresh,
  ...devQuestionsThird,
  ...devQuestionsFourth,
  ...devQuestionsFifth,
];
const RECALL_DEPTHS = [1, 2, 3, 5, 10];

/**
 * Retrieval alone: for each question asked on its own whose facts some passage holds, the rank at which the first
 * passage holding all of them appears (or, where no one passage holds them all, the depth at which the top
 * passages hold them together), as recall@k. Questions answered 'I don't know', off topic or hostile are left out.
 */
function recallLines(name: string, questions: BenchQuestion[]): string {
  const hits = RECALL_DEPTHS.map(() => 0);
  let asked = 0;
  const deepest = RECALL_DEPTHS.at(-1)!;
  for (const q of questions) {
    if (q.before?.length || q.kind === 'hostile' || q.kind === 'off-topic') continue;
    const facts = q.mustInclude.map((f) => (Array.isArray(f) ? f : [f]).map((x) => x.toLowerCase()));
    if (facts.some((f) => f.some((x) => /don't have|only help/.test(x)))) continue;
    const texts = engine
      .search(q.question, deepest)
      .map(({ passage: p }) => `${p.title} ${p.paragraph} ${p.text}`.toLowerCase());
    const holds = (text: string) => facts.every((f) => f.some((x) => text.includes(x)));
    let rank = texts.findIndex(holds) + 1;
    if (rank === 0) rank = texts.findIndex((_, i) => holds(texts.slice(0, i + 1).join(' '))) + 1;
    asked++;
    RECALL_DEPTHS.forEach((k, i) => {
      if (rank > 0 && rank <= k) hits[i]!++;
    });
  }
  const figures = RECALL_DEPTHS.map((k, i) => `@${k} ${((100 * hits[i]!) / Math.max(1, asked)).toFixed(1)}%`);
  return `${name}: recall of the passage holding the facts (${asked} questions) ${figures.join(', ')}`;
}

console.log(`Chat bench (${urlArg ? `API at ${urlArg}` : 'local responder'})`);
// A running responder has answered questions before: warm it up (JIT, caches) on a few questions first.
if (!urlArg) for (const q of benchQuestions.slice(0, 20)) local({ question: q.question, history: [] });
/** The development sets in the order they were written; each one after the first was written before it was first run. */
const devSets: Array<{ name: string; questions: BenchQuestion[] }> = [
  { name: 'Development set', questions: developmentSet },
  // Written page by page in words the pages do not use: how well the responder generalises within the dev set.
  { name: 'Paraphrases of every page', questions: paraphraseQuestions },
  { name: 'Second paraphrases', questions: paraphraseQuestionsSecond },
  { name: 'Third paraphrases', questions: paraphraseQuestionsThird },
  // The asker's own words and situation, from less-visited pages too.
  { name: 'Fourth paraphrases', questions: paraphraseQuestionsFourth },
  { name: 'Fifth paraphrases', questions: paraphraseQuestionsFifth },
  // Conversations, every page's facts, typos and unanswerable questions.
  { name: 'Sixth paraphrases', questions: paraphraseQuestionsSixth },
  // Paraphrases of every page, collisions with plan words, typos.
  { name: 'Seventh paraphrases', questions: paraphraseQuestionsSeventh },
  // Less-visited facts (legal figures, claims, metrics), follow-ups.
  { name: 'Eighth paraphrases', questions: paraphraseQuestionsEighth },
  // The asker's problem rather than the feature, and collisions.
  { name: 'Ninth paraphrases', questions: paraphraseQuestionsNinth },
  // Askers in named roles and conversations that drift.
  { name: 'Tenth paraphrases', questions: paraphraseQuestionsTenth },
  // Ordinary words that collide with plan, tier and price words; metrics and claims in the asker's words.
  { name: 'Eleventh paraphrases', questions: paraphraseQuestionsEleventh },
  // Every page's less obvious facts, a third of them misspelt, and near facts the site does not give.
  { name: 'Twelfth paraphrases', questions: paraphraseQuestionsTwelfth },
  // Conversations whose last turn leans on the earlier ones, askers in named roles, injected instructions.
  { name: 'Thirteenth paraphrases', questions: paraphraseQuestionsThirteenth },
  // A first-time visitor's short questions, one fact each, in words the pages do not use.
  { name: 'Fourteenth paraphrases', questions: paraphraseQuestionsFourteenth },
  // Typed in a hurry on a phone: typos in the key word, autocorrected words, text speak; situations, not features.
  { name: 'Fifteenth paraphrases', questions: paraphraseQuestionsFifteenth },
  // A key word of a neighbouring topic, comparisons in the buyer's words, facts stated once, 'why?' follow-ups.
  { name: 'Sixteenth paraphrases', questions: paraphraseQuestionsSixteenth },
  // One fact each, in words sharing as few as possible with the sentence that holds it, from every page.
  { name: 'Seventeenth paraphrases', questions: paraphraseQuestionsSeventeenth },
  // Candidates and small businesses in their own words, and conversations ending in a short turn.
  { name: 'Eighteenth paraphrases', questions: paraphraseQuestionsEighteenth },
  // The industry's words for what the site names its own way, and follow-ups asking for the figure behind an answer.
  { name: 'Nineteenth paraphrases', questions: paraphraseQuestionsNineteenth },
  // Everyday uses of every plan, tier, add-on, page and feature word, beside the same words meaning the plan.
  { name: 'Twentieth paraphrases', questions: paraphraseQuestionsTwentieth },
  // The most asked topics, each in six to eight very different wordings.
  { name: 'Twenty-first paraphrases', questions: paraphraseQuestionsTwentyFirst },
  // A day of a site chat's questions in proportion, from buyers, recruiters, candidates, IT and legal.
  { name: 'Twenty-second paraphrases', questions: paraphraseQuestionsTwentySecond },
  // Single facts described rather than named, and ordinary words that are also plan or feature words.
  { name: 'Twenty-third paraphrases', questions: paraphraseQuestionsTwentyThird },
  // Askers whose English is a second language: simple or unusual words, literal translations, typos.
  { name: 'Twenty-fourth paraphrases', questions: paraphraseQuestionsTwentyFourth },
  // Procurement, IT, security, legal and finance reviewers in their own jargon, with colliding words.
  { name: 'Twenty-fifth paraphrases', questions: paraphraseQuestionsTwentyFifth },
  // Hurried typing: typos in the key words, everyday uses of plan and feature words, short follow-ups.
  { name: 'Twenty-sixth paraphrases', questions: paraphraseQuestionsTwentySixth },
  // One plain question per fact of every page, and near misses the site does not answer.
  { name: 'Twenty-seventh paraphrases', questions: paraphraseQuestionsTwentySeventh },
  // One fact each described by its consequence, purpose or a scenario, from every page in proportion.
  { name: 'Twenty-eighth paraphrases', questions: paraphraseQuestionsTwentyEighth },
  // Conversations whose last turn is short or points back, and candidates at the booth and on their phones.
  { name: 'Twenty-ninth paraphrases', questions: paraphraseQuestionsTwentyNinth },
  // A buyer's first sales call, one fact each, plainly worded, with colliding plan and feature words.
  { name: 'Thirtieth paraphrases', questions: paraphraseQuestionsThirtieth },
  // Site traffic in proportion, with typos in the word that matters and key words two topics share.
  { name: 'Thirty-first paraphrases', questions: paraphraseQuestionsThirtyFirst },
  // The legal, trust and fairness pages' figures, rights and duties, asked by candidates, HR and lawyers.
  { name: 'Thirty-second paraphrases', questions: paraphraseQuestionsThirtySecond },
  // The comparisons and guides' advice, asked by buyers weighing their options.
  { name: 'Thirty-third paraphrases', questions: paraphraseQuestionsThirtyThird },
  // A plan or price word in a question about something else, beside real questions about a named plan.
  { name: 'Thirty-fourth paraphrases', questions: paraphraseQuestionsThirtyFourth },
  // The pages' claims and figures, asked by sceptical buyers, and follow-ups asking for the figure behind them.
  { name: 'Thirty-fifth paraphrases', questions: paraphraseQuestionsThirtyFifth },
  // Fragments of two to six words as typed into a chat box, and telegraphic follow-ups.
  { name: 'Thirty-sixth paraphrases', questions: paraphraseQuestionsThirtySixth },
  // Job seekers of many backgrounds about applying, the interview, their data and rights, in their own worries.
  { name: 'Thirty-seventh paraphrases', questions: paraphraseQuestionsThirtySeventh },
  // Long questions: the asker's context before the question, and two topics with one main ask.
  { name: 'Thirty-eighth paraphrases', questions: paraphraseQuestionsThirtyEighth },
  // People from particular trades and settings asking how ISA applies to them, in their trade's words.
  { name: 'Thirty-ninth paraphrases', questions: paraphraseQuestionsThirtyNinth },
  // Three-turn conversations whose last turn leans on both earlier ones: corrections, narrowing, returns.
  { name: 'Fortieth paraphrases', questions: paraphraseQuestionsFortieth },
  // What-if questions about the consequences and edge cases of every page's rules.
  { name: 'Forty-first paraphrases', questions: paraphraseQuestionsFortyFirst },
  // A page's terms quoted back and asked to be explained, and things described and asked for by name.
  { name: 'Forty-second paraphrases', questions: paraphraseQuestionsFortySecond },
  // Each fact in words that share as few as possible with the page, the way a buyer who has not read it would put it.
  { name: 'Forty-third paraphrases', questions: paraphraseQuestionsFortyThird },
  // Two- and three-turn conversations whose last turn moves on, narrows or points back.
  { name: 'Forty-fourth paraphrases', questions: paraphraseQuestionsFortyFourth },
  // Everyday uses of plan, feature and page words beside questions about the named thing, and price-like phrases.
  { name: 'Forty-fifth paraphrases', questions: paraphraseQuestionsFortyFifth },
  // Noisy chat messages: greetings, emojis, capitals, dictation homophones, autocorrect slips, run-together words.
  { name: 'Forty-sixth paraphrases', questions: paraphraseQuestionsFortySixth },
  // Near misses in pairs: two close questions the site answers differently, each told apart from the other.
  { name: 'Forty-seventh paraphrases', questions: paraphraseQuestionsFortySeventh },
  // Negations and false premises: what ISA or a plan does not do, and questions built on a wrong assumption.
  { name: 'Forty-eighth paraphrases', questions: paraphraseQuestionsFortyEighth },
  // Askers' own figures (team sizes, applicants, file sizes, periods) and the site's fact that settles them.
  { name: 'Forty-ninth paraphrases', questions: paraphraseQuestionsFortyNinth },
  // Spoken questions with fillers and restarts, and the best, cheapest or fastest of two things the site compares.
  { name: 'Fiftieth paraphrases', questions: paraphraseQuestionsFiftieth },
  // How-to and what-next questions from each kind of user: the step, the place, the order, what comes after.
  { name: 'Fifty-first paraphrases', questions: paraphraseQuestionsFiftyFirst },
  // Two or three questions in one message, each of which the answer must answer.
  { name: 'Fifty-second paraphrases', questions: paraphraseQuestionsFiftySecond },
  // The booth and kiosk in depth: organisers, booth staff and visitors at a career fair.
  { name: 'Fifty-third paraphrases', questions: paraphraseQuestionsFiftyThird },
  // Upset, worried or complaining candidates and buyers, and the fact or route that helps them.
  { name: 'Fifty-fourth paraphrases', questions: paraphraseQuestionsFiftyFourth },
  // Where on the site: a page, a link, what a page covers, which address to write to.
  { name: 'Fifty-fifth paraphrases', questions: paraphraseQuestionsFiftyFifth },
];
const devResults: SetResult[] = [];
for (const set of devSets) {
  const result = await run(`${set.name} (development, tuned on)`, set.questions, true);
  devResults.push(result);
  console.log(result.lines.join('\n'));
}
if (recall && !urlArg) for (const set of devSets) console.log(recallLines(set.name, set.questions));
let heldOutRate = 100;
let freshRate = 100;
if (!devOnly) {
  // Imported only here, so that a tuning run with --dev never loads it.
  // Imported by a computed path, so neither type checking nor tuning reads it.
  const heldOutPath = ['..', 'tests', 'heldout', 'chat-questions.ts'].join('/');
  const { heldOutQuestions } = (await import(heldOutPath)) as { heldOutQuestions: BenchQuestion[] };
  const heldOut = await run('Held-out set (never tuned on; failures not shown)', heldOutQuestions, false);
  heldOutRate = heldOut.rate;
  console.log(heldOut.lines.join('\n'));
  // The fresh held-out set, loaded the same indirect way and printed apart from the first one.
  const freshPath = ['..', 'tests', 'heldout', 'chat-questions-fresh.ts'].join('/');
  const { freshHeldOutQuestions } = (await import(freshPath)) as { freshHeldOutQuestions: BenchQuestion[] };
  const fresh = await run('Fresh held-out set (never tuned on; failures not shown)', freshHeldOutQuestions, false);
  freshRate = fresh.rate;
  console.log(fresh.lines.join('\n'));
}
process.exitCode = devResults.every((s) => s.rate >= 95) && heldOutRate >= 95 && freshRate >= 95 ? 0 : 1;
