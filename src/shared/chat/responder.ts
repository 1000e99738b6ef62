import { ANSWER_GAP, answerCoverage, fittedScore, unexplainedShare } from './answer-fit';
import { createComposer, similar } from './compose';
import { contextOf, followUp, type Context } from './conversation';
import {
  inventedNumbers,
  knownNumbers,
  screen,
  type Screening,
  withoutInsults,
  withoutInstructions,
  withoutOffTopicSentences,
} from './guard';
import { ANSWER_TYPE_WORDS, DATE, FIGURE, PERCENTAGE, PLACE } from './answer-types';
import {
  askedByForm,
  createIntents,
  CUE_WORDS,
  evidence,
  namedOutright,
  DOES_LIKE_RIVAL,
  type PreparedIntent,
} from './intents';
import type { KnowledgeBase } from './knowledge';
import { knowledgePassages } from './passages';
import { askedParts } from './parts';
import { createReader, type Query } from './query';
import { creditOf, PassageIndex, pageOf, type ScoredPassage, type SearchContext, type TermGroup } from './retrieval';
import { RUNNER_UP_SHARE, runnerUp, statementOf, TELLING_WEIGHT, type Asked } from './runners-up';
import type { ChatMessage } from './schema';
import { synonymWords, terms } from './synonyms';
import { normalize, stem } from './text';

/** A question and the conversation so far (the history may end with the question itself). */
export interface ResponderInput {
  question: string;
  history?: ChatMessage[];
}

/** Answers a buyer's question from the knowledge base alone, synchronously and without network. */
export type LocalResponder = (input: ResponderInput) => string;

/** A possible answer with its evidence: an intent's composed answer or quoted passages. */
export type Candidate =
  | { kind: 'intent'; id: string; score: number; intent: PreparedIntent }
  | { kind: 'passage'; id: 'passage'; score: number; found: ScoredPassage[] };

/** From this share of its weight in words the site never uses, a question is one the site does not answer. */
const UNKNOWN_SHARE = 0.5;
/** From this share of its weight in names the site never uses, an answer first says it knows nothing of them. */
const NAMED_SHARE = 0.25;
/** Below this evidence no candidate answers: the assistant says it does not know rather than guess. */
export const MIN_EVIDENCE = 0.4;
/** A passage this close to the winning intent is quoted after its answer. */
const SUPPORT_SHARE = 0.75;
/** A passage that explains this much more of the question than the winning answer is quoted after it. */
const SUPPORT_GAP = 0.15;
/** Intents that answer with a named plan's card. */
const PLAN_ANSWERS = new Set(['plan', 'page-plan']);
/** Words that name a plan as a plan, beside its name. */
const PLAN_WORDS = 'plan plans tier package';
/**
 * Words a plan's card always speaks to: what the plan costs, how it is billed, what it includes, whom it is for and
 * so how it differs from another plan.
 */
const CARD_WORDS = terms(
  'price cost fee charge pay billed month year annual per job seat access come include get have offer built suit fit differ different difference',
);
/** What a question asks beyond a named plan's card must weigh this share of the plan's name at least... */
const BEYOND_SHARE = 1;
/** ...and an answer found without the plan must explain this share of it. */
const ASIDE_EXPLAINS = 0.75;
/** ...or this share of it when the plan is only where the asker stands, since its card then answers nothing asked. */
const ASIDE_EXPLAINS_ON_PLAN = 0.6;
/** A plan's card set aside keeps this share of the evidence of the answer that beat it, to come right after it. */
const CARD_AFTER = 0.9;
/** Verbs that put the asker on a plan ('if we go with', 'before we pick', 'if we cancel', 'we are thinking about'). */
const ON_PLAN =
  '(on|using|use|cancel|leave|pick|choose|choose between|decide between|pick between|go with|going with|go for|buy|take|get|switch to|move to|upgrade to|opt for|settle on|decide on|stay on|thinking about|thinking of|considering|looking at)';
/**
 * The words before a plan's name that name it as where the asker stands, not as what they ask about: 'if we're on
 * Team Pro, how long...', 'before we pick Team Pro: ...', 'we are thinking about Team Pro', 'could we run ISA
 * on Team Pro and...'. A question opening on a plan ('on Recruiter Assistant, how do applicants get in?') asks
 * about the plan.
 */
const PLAN_CIRCUMSTANCE = new RegExp(
  `( (if|when|once|before|after|while|since|as|because) (we|i)( re| are| were| am| m| ll| will| would| d)?( be| still| already| currently| now)? ${ON_PLAN}| (we re|were|we are|im|i am) ${ON_PLAN}| (could|can|would|should) we (run|use) (isa|it) on) (the |a |our )?$`,
);
/** A plan named by its price ('the $39 plan'). */
const PLAN_BY_PRICE = / \d+ (dollar )?(plan|tier|package|one) /;
/** Words that ask what a plan costs or how it is billed. */
const PRICE_ASKED = new Set(
  terms(
    'price prices cost costs fee fees charge charged pay paid billed billing annual annually discount budget cheap expensive',
  ),
);
/**
 * Pricing answers that may lead over a plan's card: a free trial is something no card lists ('a free trial of
 * Recruiter Pro?'); the other pricing answers would give the plans' prices again.
 */
const ASIDE_PRICING = new Set(['trial']);
/** Passages that quote prices. */
const PRICED = new Set(['plan', 'addon']);
/** Intents whose answers may carry prices. */
const PRICING_INTENTS = new Set([
  'price',
  'plan',
  'cheaper',
  'pricier',
  'compare-plans',
  'addon',
  'recommend',
  'hiring-goals',
  'enterprise',
  'trial',
  'setup-fees',
  'per-interview',
  'includes-context',
]);
/** A word carrying this share of a question's weight is what it asks about. */
const TELLING_SHARE = 0.25;
/** Intents that answer with an overview of a whole topic. */
const OVERVIEWS = new Set(['price']);
/** A statement this short ('Yes.') says too little to tell which page an answer quoted. */
const MIN_QUOTED = 20;
/** An answer to 'how many' without a number: there is no limit. */
const NO_LIMIT = /\b(unlimited|no (caps?|limits?)|as many)\b/i;
/** Intents that answer the conversation itself (a greeting, thanks), not a topic a passage could explain. */
const CONVERSATIONAL = new Set(['greeting', 'thanks', 'bye']);
/** An earlier question's words count this much in a follow-up ('and audit logs?'). */
/** Said before the answer to a question that also asked about something beside hiring and ISA. */
const PARTLY_OFF_TOPIC = "I can only help with hiring and with ISA, so I'll leave the rest aside.";
/** A paragraph linking to the page an answer quoted ('More on [Privacy Policy](/legal/privacy).'). */
const MORE_ON = /^More on \[[^\]]*\]\([^)]*\)\.$/;
/** Two answers sharing more than this share of their words say the same. */
const SAME_ANSWER = 0.9;
/**
 * A message is answered in at most this many parts: each part costs a whole answer, so a message of a hundred short
 * questions must not cost a hundred; a visitor asking more gets the first ones answered.
 */
export const MAX_PARTS = 4;
/** A question asking for a reason. */
const ASKS_WHY = /^ (so |and |but |ok |okay )?(why|how come) /;
const FOLLOW_UP_SHARE = 0.5;
/** A follow-up that leans on the question before is read with it when that reading is at least this good. */
const LEANING_SHARE = 0.8;
/** How many of the earlier question's words a swapping follow-up ('and the reminder?') may replace, tried in turn. */
const SWAP_TRIES = 3;

/**
 * A follow-up that asks for a thing, a way, a place or a person of its own ('and what target should we set?', 'and
 * how will they get back to me?', 'where's the list?') wants that, not the kind of fact the question before asked
 * for ('what about account info?' does).
 */
const ASKS_OWN_THING =
  /^ (and |so |but |ok |okay )?(((what|which) (?!about |of )\w+|how) (should|do|does|is|are|would|can|could|will) |(where|wheres|who|whos) )/;
/** A follow-up asking whether one may do something ('can I pause?'): pointing at nothing before, it asks its own. */
const ASKS_MAY_I = /^ (and |so |but |ok |okay )?(can|could|may) (i|we) /;

/**
 * A question asking where a figure comes from ('prove it', 'what's the source?'), how it was worked out or on how
 * many people it rests ('how many rated it?', 'was it an independent study?'): the site never says.
 */
const ASKS_SOURCE = new RegExp(
  [
    ' (where|how) (does|do|did) (that|this|the|these|those|your|you get (that|this|the|these|those)) (number|figure|stat|statistic|claim|percentage|data)s? (come from|get measured|measured)',
    ' (what s|whats|what is) (the|your) source | source for (that|this|the)| prove (it|that|this) ',
    ' (any|what) (proof|evidence) for (that|this|it) ',
    ' how (do|did|does) (you|they|isa) (get|arrive at|calculate|measure|work out|come up with) (that|this|the|these|those|your) (\\S+ ){0,3}(number|figure|rating|stat|statistic|claim|percentage)s? ',
    ' (is|are|was|were) (that|this|the|these|those|it|your) (\\S+ )?(number|figure|rating|stat|statistic|claim|percentage|data|result)s? based on | based on how many ',
    ' how many (candidates|people|users|respondents|customers|reviews|ratings|responses) (rated|responded|answered|reviewed|took part|were surveyed) ',
    ' (an |any )?(independent|third party|peer reviewed) (study|studies|audit|research|survey|verification) ',
  ].join('|'),
);

/** A follow-up that swaps one subject for another ('and the reminder?', 'what about audit logs?'). */
const SUBSTITUTES =
  /^ (and|what about|how about|and what about|same for|what of|ok and|okay and) (the |a |an |your |my |our )?\w+( \w+)? $/;

/**
 * The words that name a plan as where the asker stands ('if we go with', 'before we pick'), read up to where the
 * question names it, or undefined when it names the plan as its subject.
 */
export function planCircumstance(text: string, names: string[]): string | undefined {
  const mentions = [...names.map((name) => text.indexOf(` ${normalize(name)} `)), text.search(PLAN_BY_PRICE)];
  for (const at of mentions) {
    const found = at >= 0 ? PLAN_CIRCUMSTANCE.exec(text.slice(0, at + 1)) : null;
    if (found) return found[0];
  }
  return undefined;
}

/** Share of a question's weight (0..1) in names the site never uses ('Slack'). */
function unknownNameShare({ groups, unknownNames }: Query): number {
  if (unknownNames.length === 0) return 0;
  const names = new Set(unknownNames.flatMap((n) => n.toLowerCase().split(' ').map(stem)));
  const total = groups.reduce((sum, g) => sum + g.weight, 0);
  const named = groups.reduce((sum, g) => sum + (g.unknown && names.has(g.stem) ? g.weight : 0), 0);
  return total > 0 ? named / total : 0;
}

/**
 * What a question asks beyond its words: the kind of fact, and whether prices and competitors are in context. A
 * rival named only as the example of what ISA is asked to do ('can ISA schedule like Paradox?') puts no statement
 * about the rival in context.
 */
function searchContext({ expects, aboutPrices, competitors, describesRival, text }: Query): SearchContext {
  const namesRival = competitors.length > 0 && !DOES_LIKE_RIVAL.test(text);
  return { expects, aboutPrices, aboutRivals: namesRival || describesRival, aboutIsa: / isa /.test(text) };
}

/** Builds a responder over a knowledge base; the index is built once here, each answer takes microseconds. */
export function createLocalResponder(kb: KnowledgeBase): LocalResponder {
  return createChatEngine(kb).reply;
}

/** The responder with its ranking exposed: what each question is taken to ask, and on what evidence. */
export function createChatEngine(kb: KnowledgeBase) {
  const passages = knowledgePassages(kb);
  const index = new PassageIndex(passages);
  const compose = createComposer(kb, passages);
  const intents = createIntents(kb, compose);
  const reader = createReader(kb, index, [
    ...synonymWords(),
    ...CUE_WORDS,
    ...ANSWER_TYPE_WORDS,
    ...intents.flatMap((i) => (i.words ?? '').split(' ').filter(Boolean)),
  ]);
  const known = knownNumbers(kb);
  // Each passage's page with its text as an answer shows it, to tell which pages an answer quoted.
  const statements = passages.flatMap((p) => {
    const text = normalize(p.text);
    return text.length >= MIN_QUOTED ? [{ id: p.id, page: pageOf(p), text }] : [];
  });
  interface Quoted {
    pages: ReadonlySet<string>;
    ids: ReadonlySet<string>;
  }
  const quotedCache = new Map<string, Quoted>();
  /** The statements an answer quotes, and their pages: where the conversation stands. */
  function quoted(answer: string | undefined): Quoted | undefined {
    if (!answer) return undefined;
    const cached = quotedCache.get(answer);
    if (cached) return cached;
    const said = normalize(answer);
    const found = statements.filter((p) => said.includes(p.text));
    const result = {
      pages: new Set(found.flatMap((p) => (p.page ? [p.page] : []))),
      ids: new Set(found.map((p) => p.id)),
    };
    if (quotedCache.size >= 200) quotedCache.clear();
    quotedCache.set(answer, result);
    return result;
  }
  const intentWords = new Set(intents.flatMap((i) => [...i.stems]));

  /**
   * The evidence of an intent that would beat the best passage, checked against what its answer says. Named
   * outright, it keeps its evidence unless the question asks for a kind of fact its answer lacks and the passage
   * holds (a duration for 'how much work is it to get started?'); found on its words or a question form alone, it
   * must also explain about as much of the question as the passage. Undefined when it has no answer.
   */
  function checkedScore(intent: PreparedIntent, context: Context, score: number, best: ScoredPassage) {
    const named = namedOutright(intent, context);
    const { expects, groups } = context.query;
    if (named && !expects) return score;
    const reply = intent.answer(context);
    if (!reply) return undefined;
    const typeMissing = expects ? !expects.test(reply) : false;
    if (named) return fittedScore(score, 1, best, { typeMissing });
    const said = answerCoverage(groups, reply, intent.stems);
    // An overview that leaves out the question's most telling word, which the passage says ('refunded' against the
    // price list), speaks to the question's background, not to what it asks.
    const offTopicOverview =
      OVERVIEWS.has(intent.id) &&
      best.coverage - said > ANSWER_GAP / 2 &&
      missesTellingWord(groups, reply, intent, best);
    const gap = askedByForm(intent, context) || offTopicOverview ? 0 : ANSWER_GAP;
    return fittedScore(score, said, best, { typeMissing, gap });
  }

  /** Whether the heaviest word of a question is in the best passage but neither in an intent's answer nor its words. */
  function missesTellingWord(groups: TermGroup[], reply: string, intent: PreparedIntent, best: ScoredPassage) {
    const telling = groups.reduce<TermGroup | undefined>(
      (top, g) => (!g.light && !g.unknown && g.weight > (top?.weight ?? 0) ? g : top),
      undefined,
    );
    const total = groups.reduce((sum, g) => sum + g.weight, 0);
    if (!telling || telling.weight < total * TELLING_SHARE) return false;
    const passageSays = new Set(terms(`${best.passage.title} ${best.passage.text}`));
    const answerSays = new Set(terms(reply));
    return (
      creditOf(telling, (s) => passageSays.has(s)) > 0 &&
      creditOf(telling, (s) => answerSays.has(s) || intent.stems.has(s)) === 0
    );
  }

  /**
   * Every candidate answer for a question, best first. An intent that would beat the best passage is checked
   * against what its answer says.
   */
  function rank(context: Context): Candidate[] {
    const candidates: Candidate[] = [];
    const last = context.isFollowUp ? quoted(context.previousAnswer) : undefined;
    const found = index.search(context.query.groups, 6, {
      ...searchContext(context.query),
      stayOn: last?.pages,
      // An answer of one statement, said again, tells a follow-up nothing new; one item of a longer answer may be
      // what the follow-up zooms in on ('and in the last week?' after a four-week plan). Asked why, the statement
      // that gave its reason ('Completion rate. It is the earliest signal...') is the answer again.
      said: last?.ids.size === 1 && !ASKS_WHY.test(context.query.text) ? last.ids : undefined,
    });
    const best = found[0];
    for (const intent of intents) {
      if (intent.applies && !intent.applies(context)) continue;
      let score = evidence(intent, context);
      if (score <= 0) continue;
      if (best && score > best.score && !CONVERSATIONAL.has(intent.id)) {
        const checked = checkedScore(intent, context, score, best);
        if (checked === undefined) continue;
        score = checked;
      }
      candidates.push({ kind: 'intent', id: intent.id, score, intent });
    }
    if (best) candidates.push({ kind: 'passage', id: 'passage', score: best.score, found });
    candidates.sort((a, b) => b.score - a.score);
    return planAside(context, candidates) ?? candidates;
  }

  /**
   * A question that names one plan but asks about something else ('does Team Pro support voice interviews?'), or
   * that asks which plan or tier has something no plan lists: the plan's card (or the price list) competes with the
   * best answer found without the plan's name. The plan and whatever its card says (its features, what it costs
   * and how it is billed, whom it is for) are the question's background; the rest is what it asks beyond the card.
   * When that rest weighs at least as much as the plan's name and the other answer explains most of it, the other
   * answer comes first and the card follows it. A card that speaks to the rest ('how many seats come with Team
   * Pro?'), a question on what the plan costs, and a plan named by its price or by a common word alone keep the
   * card. A plan named as where the asker stands ('if we go with Team Pro, ...') weighs nothing, and the other answer
   * need only explain a fair majority of the rest. Undefined when the card stands.
   */
  function planAside(context: Context, ranked: Candidate[]): Candidate[] | undefined {
    const [top] = ranked;
    if (!top) return undefined;
    const planCard = top.kind === 'intent' && PLAN_ANSWERS.has(top.id);
    const priceList =
      (top.kind === 'passage' && PRICED.has(top.found[0]!.passage.kind)) ||
      (top.kind === 'intent' && top.id === 'price');
    if (!planCard && !priceList) return undefined;
    const { query } = context;
    const names = new Set([...query.plans, ...query.pagePlans].map((p) => p.name));
    // A plan named as where the asker stands ('if we go with Team Pro', 'before we choose between Team Pro and
    // Recruiter Pro') is no subject of the question, however it is named, and neither is the verb that puts the
    // asker on it.
    const circumstance = names.size > 0 ? planCircumstance(query.text, [...names]) : undefined;
    const circumstanceStems = new Set(terms(circumstance ?? ''));
    if (!circumstance && (planCard ? names.size !== 1 : names.size > 1)) return undefined;
    const nameStems = new Set(terms([...names].join(' ')));
    const planStems = new Set([...nameStems, ...terms(PLAN_WORDS)]);
    const named = query.groups.filter((g) => (planCard ? nameStems : planStems).has(g.stem));
    const rest = query.groups.filter((g) => !planStems.has(g.stem));
    // Otherwise a plan named by its price, by what it is for ('the $149 tier') or by a common word alone ('the team
    // one') is the subject; so is what a plan costs.
    const subject = !circumstance && !named.some((g) => !g.light);
    if (subject || !rest.some((g) => !g.light) || rest.some((g) => PRICE_ASKED.has(g.stem))) return undefined;
    const card = top.kind === 'intent' ? top.intent.answer(context) : top.found[0]!.passage.text;
    if (!card) return undefined;
    const aside: Context = {
      ...context,
      query: { ...query, groups: rest, plans: [], pagePlans: [], aboutPrices: false },
    };
    const again = rank(aside);
    const [first] = again;
    if (!first || first.score < MIN_EVIDENCE) return undefined;
    if (first.kind === 'intent' && PRICING_INTENTS.has(first.id) && !ASIDE_PRICING.has(first.id)) return undefined;
    if (first.kind === 'passage' && PRICED.has(first.found[0]!.passage.kind)) return undefined;
    // The plan's name counts as one subject, as telling as its most telling word; what the card says is background.
    const cardSays = new Set([...terms(card), ...(top.kind === 'intent' ? top.intent.stems : []), ...CARD_WORDS]);
    // A word the card says in a synonym ('month' for 'time') is background only in that synonym's share; a word no
    // page uses is background too, unless an answer is built on it ('trial').
    const unsaid = (g: TermGroup) =>
      planStems.has(g.stem) || circumstanceStems.has(g.stem) || (g.unknown && !intentWords.has(g.stem))
        ? 0
        : g.weight * (1 - creditOf(g, (s) => cardSays.has(s)));
    const beyondWeight = query.groups.reduce((sum, g) => sum + unsaid(g), 0);
    const planWeight = circumstance ? 0 : Math.max(...named.map((g) => g.weight));
    const other =
      first.kind === 'passage'
        ? `${first.found[0]!.passage.title} ${first.found[0]!.passage.text}`
        : (first.intent.answer(aside) ?? '');
    // Asked for a kind of fact ('how many roles can I run on Recruiter Pro?'), a card that holds one stands against
    // an answer that holds none.
    if (query.expects && query.expects.test(card) && !query.expects.test(other)) return undefined;
    const otherSays = new Set([...terms(other), ...(first.kind === 'intent' ? first.intent.stems : [])]);
    const explained =
      query.groups.reduce((sum, g) => sum + unsaid(g) * creditOf(g, (s) => otherSays.has(s)), 0) / beyondWeight;
    const enough = circumstance ? ASIDE_EXPLAINS_ON_PLAN : ASIDE_EXPLAINS;
    if (beyondWeight === 0 || beyondWeight < planWeight * BEYOND_SHARE || explained < enough) return undefined;
    // What the card would say of prices comes after the other answer, not inside it.
    const unpriced = again.flatMap((c): Candidate[] => {
      if (c.kind !== 'passage') return [c];
      const found = c.found.filter((f) => !PRICED.has(f.passage.kind));
      return found.length > 0 ? [{ ...c, found }] : [];
    });
    return [...unpriced, { ...top, score: Math.min(top.score, first.score * CARD_AFTER) }];
  }

  /**
   * A follow-up's words plus, at a lower weight, the known words of the question it follows, and the kind of
   * fact that question asked for ('what about account info?' after 'how long is chat history kept?' asks how long
   * account data is kept). The wider reading is taken when it finds better evidence than the follow-up alone, or
   * nearly as good where the follow-up leans on the question before ('and...', 'what about...', 'does that...').
   */
  function rankInContext(context: Context): { context: Context; ranked: Candidate[] } {
    const own = { context, ranked: rank(context) };
    if (!context.isFollowUp || !context.previousQuestion) return own;
    const earlier = reader.read(context.previousQuestion, FOLLOW_UP_SHARE);
    // The question before that still sets the subject, more faintly ('and candidates?' after 'is that for
    // clients only?' after 'how old must users be?').
    const first = context.earlierQuestion ? reader.read(context.earlierQuestion, FOLLOW_UP_SHARE ** 2).groups : [];
    const stems = new Set(context.query.groups.map((g) => g.stem));
    const added = [...earlier.groups, ...first]
      .filter(
        (g, i, all) => !stems.has(g.stem) && index.idf(g.stem) > 0 && all.findIndex((o) => o.stem === g.stem) === i,
      )
      .slice(0, 8);
    if (added.length === 0) return own;
    const query = {
      ...context.query,
      groups: [...context.query.groups, ...added],
      expects:
        context.query.expects ??
        (ASKS_OWN_THING.test(context.query.text) || (ASKS_MAY_I.test(context.query.text) && !context.leansBack)
          ? undefined
          : earlier.expects),
    };
    let wider = { ...context, query };
    let ranked = rank(wider);
    let best = ranked[0]?.score ?? 0;
    // 'And the reminder?' after 'what does the invitation template say?': the new word takes the place of one
    // of the earlier question's words (the invitation) and keeps the rest (the template). Which one is not known:
    // each of the most telling is tried, and all of them at once ('and drop-off points?' after 'what is
    // completion rate?' replaces the whole subject). A reading answered the way the earlier question was (a
    // passage for a passage) counts a little more than a topic found on the new word alone.
    if (context.leansBack && SUBSTITUTES.test(context.query.text)) {
      const telling = [...added].sort((a, b) => index.idf(b.stem) - index.idf(a.stem)).slice(0, SWAP_TRIES);
      const replacements = [...telling.map((g) => [g]), ...(added.length > 1 ? [added] : [])];
      for (const replaced of replacements) {
        const swapped = { ...query, groups: query.groups.filter((g) => !replaced.includes(g)) };
        let again = rank({ ...context, query: swapped });
        let score = again[0]?.score ?? 0;
        const same = again.find((c) => c.id === context.previousIntent);
        if (same && same.score / LEANING_SHARE > score) {
          again = [same, ...again.filter((c) => c !== same)];
          score = same.score / LEANING_SHARE;
        }
        if (score > best) {
          wider = { ...context, query: swapped };
          ranked = again;
          best = score;
        }
      }
    }
    const share = context.leansBack ? LEANING_SHARE : 1;
    return best > (own.ranked[0]?.score ?? 0) * share ? { context: wider, ranked } : own;
  }

  // Conversations resend their earlier questions with every new one: what each asked is remembered.
  const intentCache = new Map<string, string | undefined>();
  /** What a question was taken to ask, for reading the next one. */
  function intentOf(question: string): string | undefined {
    if (intentCache.has(question)) return intentCache.get(question);
    const query = reader.read(question);
    return remember(question, rank({ query, previousPlans: [], previousPagePlans: [], isFollowUp: false }));
  }

  /** Remembers what a question asked, from its candidates read outside any conversation. */
  function remember(question: string, [best]: Candidate[]): string | undefined {
    const id = best && best.score >= MIN_EVIDENCE ? best.id : undefined;
    if (intentCache.size >= 500) intentCache.clear();
    intentCache.set(question, id);
    return id;
  }

  /** What a question asks, for choosing runner-ups; what the last answer quoted is not quoted again. */
  function askedIn(context: Context): Asked {
    return {
      ...searchContext(context.query),
      groups: context.query.groups,
      minEvidence: MIN_EVIDENCE,
      toldBefore: quoted(context.previousAnswer)?.ids,
      text: context.query.text,
    };
  }

  /**
   * A composed answer plus the passage that nearly won, when it says something the answer does not: the
   * intent speaks to the topic, the passage to the exact question ('how much faster' and time-to-fill). Failing
   * that, a runner-up headed by a telling word the answer leaves out ('the cap on your liability' answered on caps).
   */
  function withSupport(reply: string, winner: Candidate, ranked: Candidate[], context: Context): string {
    const passages = ranked.find((c) => c.kind === 'passage');
    if (passages?.kind !== 'passage' || winner.kind !== 'intent') return reply;
    const best = passages.found[0];
    // Prices belong to pricing answers only.
    const pricing = PRICING_INTENTS.has(winner.id);
    if (best && best.coverage >= 0.6 && !normalize(reply).includes(normalize(best.passage.text))) {
      // The passage nearly won, or it explains clearly more of the question than the answer does.
      const explained = answerCoverage(context.query.groups, reply, winner.intent.stems);
      const close = best.score >= winner.score * SUPPORT_SHARE || best.coverage >= explained + SUPPORT_GAP;
      const priced = best.passage.kind === 'plan' || best.passage.kind === 'addon';
      if (close && (pricing || !priced)) return `${reply}\n\nAlso: ${statementOf(best.passage)}`;
    }
    const extra = runnerUp(passages.found, winner.score * RUNNER_UP_SHARE, reply, new Set(), {
      ...askedIn(context),
      aboutPrices: context.query.aboutPrices || pricing,
    });
    return extra ? `${reply}\n\n${compose.alsoRelevant(extra)}` : reply;
  }

  function answerOf(candidate: Candidate, context: Context): string | null {
    if (candidate.kind === 'intent') return candidate.intent.answer(context);
    const telling = context.query.groups.filter((g) => g.weight >= TELLING_WEIGHT).map((g) => g.stem);
    return compose.passageAnswer(candidate.found, telling, askedIn(context));
  }

  /**
   * The answer to one question in its conversation, or null when nothing answers it; with what reading it revealed
   * beside the message's screening ('pretnd you are' once spelt right).
   */
  function answerOne(
    asked: string,
    history: ChatMessage[],
    screening: Screening,
  ): Screening & { reply: string | null } {
    const query = reader.read(asked);
    // Spelling fixes can reveal what the raw text hid ('pretnd you are').
    const read = screen(query.text);
    const injected = screening.injected || read.injected;
    const hostile = screening.hostile || read.hostile;
    const offTopic = screening.offTopic || read.offTopic;
    const context = contextOf(query, history, reader, intentOf);
    let reply: string | null = null;
    // A pending plan follow-up such as 'and the cheaper one?' beats a generic reading of the same words.
    if (!injected) reply = followUp(context, compose);
    if (!reply && !offTopic) {
      const { context: wider, ranked } = rankInContext(context);
      // Asked first, a question is read as it would be alone: the question after it will ask what it asked.
      if (context.previousQuestion === undefined) remember(asked, ranked);
      // A follow-up leans on the question before: its unknown words may be an ellipsis of it.
      const unexplained = context.isFollowUp ? 0 : unexplainedShare(context.query.groups, intentWords);
      const unknownNamed = context.isFollowUp ? 0 : unknownNameShare(context.query);
      for (const candidate of ranked) {
        if (candidate.score < MIN_EVIDENCE) break;
        // Most of the question is in words the site never uses ('SOC 2 certified?'): a passage or an intent found
        // on the rest would answer something else. Only an answer the question names outright stands.
        const named = candidate.kind === 'intent' && namedOutright(candidate.intent, wider);
        const outweighed = unexplained >= UNKNOWN_SHARE && !named;
        // A topic asked about with a name the site never uses ('pay by PayPal', 'interviews in Tagalog'): what
        // the assistant knows of the topic, after saying it knows nothing of the name.
        // A product the site never names carrying much of the question ('our Slack channel'): the answer on
        // the rest of it follows a word that the assistant knows nothing of that product.
        const namesUnknown =
          query.unknownNames.length > 0 &&
          ((outweighed && candidate.kind === 'intent') || (!outweighed && unknownNamed >= NAMED_SHARE));
        if (outweighed && !namesUnknown) break;
        if (injected && ['greeting', 'thanks', 'bye'].includes(candidate.id)) continue;
        reply = answerOf(candidate, wider);
        if (reply && namesUnknown) reply = `${compose.notKnown(query.unknownNames)}\n\n${reply}`;
        if (reply && candidate.kind === 'intent') reply = withSupport(reply, candidate, ranked, wider);
        if (reply && inventedNumbers(reply, known).length > 0) reply = null;
        // Asked for a figure ('how much does the promo code take off?', 'as a percentage?'), an answer without any
        // says so first.
        const figure = wider.query.expects === FIGURE || wider.query.expects === PERCENTAGE;
        if (reply && figure && !wider.query.expects!.test(reply) && !NO_LIMIT.test(reply)) {
          reply = `${compose.noFigure()}\n\n${reply}`;
        }
        // Asked which country's law or where the company is based, an answer naming no place says so first.
        if (reply && wider.query.expects === PLACE && !PLACE.test(reply)) reply = `${compose.noPlace()}\n\n${reply}`;
        if (reply && ASKS_SOURCE.test(query.text)) reply = `${compose.noSource()}\n\n${reply}`;
        // Asked for a date ('in which quarter does voice launch?'), an answer naming none says so first.
        if (reply && wider.query.expects === DATE && !DATE.test(reply)) reply = `${compose.noDate()}\n\n${reply}`;
        if (reply) break;
      }
    }
    if (!reply && context.previousCompetitor && / (it|they|them|that) /.test(query.text)) {
      reply = compose.competitorAnswer(context.previousCompetitor, [], '', query.aboutPrices);
    }
    return { reply, injected, hostile, offTopic };
  }

  /**
   * A message asking separate questions ('How much is Team Pro, and does it work on phones?'), answered part by
   * part, each part in the conversation as the parts before it left it; undefined when fewer than two parts have
   * answers of their own, so that two clauses about one subject are answered once.
   */
  function answerInParts(parts: string[], history: ChatMessage[], screening: Screening) {
    const conversation = [...history];
    if (conversation[conversation.length - 1]?.sender === 'user') conversation.pop();
    const answered: Array<Screening & { reply: string | null }> = [];
    for (const part of parts) {
      const one = answerOne(part, [...conversation, { sender: 'user', text: part }], screening);
      answered.push(one);
      conversation.push({ sender: 'user', text: part }, { sender: 'ai', text: one.reply ?? compose.unknown() });
    }
    const replies: Array<{ body: string; words: string }> = [];
    for (const { reply } of answered) {
      const body = reply?.replace(compose.anythingElse, '').trim();
      if (!body) continue;
      // Two clauses about one subject find the same answer: it is said once, in its fuller wording.
      const words = normalize(body);
      const same = replies.findIndex((r) => similar(r.words, words, SAME_ANSWER));
      if (same < 0) replies.push({ body, words });
      else if (body.length > replies[same]!.body.length) replies[same] = { body, words };
    }
    if (replies.length < 2) return undefined;
    // Each page's link once, and the closing line once at the end.
    const linked = new Set<string>();
    const joined = replies.map(({ body }) =>
      body
        .split('\n\n')
        .filter((paragraph) => !MORE_ON.test(paragraph) || (!linked.has(paragraph) && linked.add(paragraph)))
        .join('\n\n'),
    );
    const closes = answered.some((a) => a.reply?.includes(compose.anythingElse));
    return {
      reply: [...joined, closes ? compose.anythingElse : ''].filter(Boolean).join('\n\n'),
      injected: answered.some((a) => a.injected),
      hostile: answered.some((a) => a.hostile),
      offTopic: answered.some((a) => a.offTopic),
    };
  }

  function answer(question: string, history: ChatMessage[]): string {
    const screening = screen(` ${normalize(question)} `);
    const polite = screening.hostile ? withoutInsults(question) : question;
    const asked = withoutOffTopicSentences(polite);
    // What was asked beside hiring and ISA ('the weather in Cardiff?') is said to be left aside.
    const leftAside = asked !== polite;
    const message = screening.injected ? withoutInstructions(asked) : asked;
    const parts = askedParts(message).slice(0, MAX_PARTS);
    const answered =
      (parts.length > 1 ? answerInParts(parts, history, screening) : undefined) ??
      answerOne(message, history, screening);
    const { injected, hostile, offTopic } = answered;
    let { reply } = answered;
    if (reply && leftAside) reply = `${PARTLY_OFF_TOPIC}\n\n${reply}`;
    // Nothing answered beside what was left aside: the question was the part off topic.
    if (!reply) reply = offTopic || leftAside ? compose.offTopic() : injected || hostile ? null : compose.unknown();
    if (injected) {
      const note = "I can't change how I work or what I say about ISA: I only share ISA's actual features and prices.";
      return reply
        ? `${note}\n\n${reply}`
        : `${note} I can only help with hiring and with ISA. What would you like to know? ${compose.demo}.`;
    }
    if (hostile) {
      const note = "I'm sorry this has been frustrating. I'm here to give you straight answers about ISA.";
      return reply
        ? `${note}\n\n${reply}`
        : `${note} If you'd prefer a person, write to ${compose.contactLink} or ${compose.demo}.`;
    }
    return reply ?? compose.unknown();
  }

  return {
    /** The reply to a question, given the conversation so far. */
    reply: ({ question, history = [] }: ResponderInput) => answer(question.slice(0, 2000), history.slice(-40)),
    /** The candidates for a question outside any conversation, best first. */
    rank: (question: string) =>
      rank({ query: reader.read(question), previousPlans: [], previousPagePlans: [], isFollowUp: false }),
    /** What a question says once read: its weighted words, the kind of fact it asks for, plans and rivals named. */
    read: (question: string) => reader.read(question),
    /** The passages with evidence for a question outside any conversation, best first (for measuring recall). */
    search: (question: string, limit = 6) => {
      const query = reader.read(question);
      return index.search(query.groups, limit, searchContext(query));
    },
  };
}
