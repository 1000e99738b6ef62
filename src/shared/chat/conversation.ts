import type { ChatPlan } from '../../content/types';
import type { Composer } from './compose';
import type { PagePlan } from './knowledge';
import { POINTS_BACK, type Competitor, type Query, type Reader } from './query';
import { coverageOf } from './retrieval';
import type { ChatMessage } from './schema';
import { terms } from './synonyms';
import { normalize, TOPIC_SWITCH } from './text';

/** A question with what the conversation so far says about it. */
export interface Context {
  query: Query;
  /** The plans the conversation was last about (one, or several when the last answer covered them all). */
  previousPlans: ChatPlan[];
  /** The pricing-page plans the conversation was last about, where it was about them rather than the above. */
  previousPagePlans: PagePlan[];
  previousCompetitor?: Competitor;
  /** What the last question was taken to ask (an intent id or 'passage'). */
  previousIntent?: string;
  /** The visitor's last question before this one. */
  previousQuestion?: string;
  /** The visitor's question before that one: the subject a follow-up to a follow-up may still be on. */
  earlierQuestion?: string;
  /** The assistant's last answer. */
  previousAnswer?: string;
  /** A short or elliptic question ('and voice?', 'how much is it?') that leans on the one before. */
  isFollowUp: boolean;
  /** A follow-up that says so ('and...', 'what about...', 'does that...'), not merely a short question. */
  leansBack?: boolean;
}

/** Words that lean on the question before ('and...', 'what about...', 'which one fits us?', 'on a tablet too?'). */
const FOLLOW_UP =
  /^ (and|what about|how about|and what about|also|same for|what of|plus|ok and|okay and|so|what if|but what if) | (which|what) ones? |^ (which|what) \w+ $|^ (per|in|over|for|by|at|from|since|until|on|within|after|before) (what|which|whom|how) | (it|that|this|them|those|one|other) $| (the other|that one|this one|the same) | (too|as well) (or .*)?$/;
/** Nouns a plan's word is said of ('the pro version', 'the team one'). */
const PLAN_NOUN = / (one|plan|tier|version|edition|option|package) /;
/** A question asking what something costs. */
const ASKS_PRICE = / (how much|cost|costs|price|priced|charge|charged|fee) /;

/** Whether a question names a plan of either list. */
function namesPlan({ plans, pagePlans }: Query): boolean {
  return plans.length > 0 || pagePlans.length > 0;
}

/** A plan named by how it stands to another ('the cheaper plan', 'the other one'). */
const OTHER_PLAN =
  / (cheaper|cheapest|less expensive|lower priced|pricier|more expensive|other|another|basic|entry|bigger|smaller) (plan|one|tier|option|package) /;
/** A plan named as priced below or above another. */
const LOWER_PLAN =
  / (cheaper|cheapest|less expensive|lower priced|basic|entry|smaller) (plan|one|tier|option|package) /;
const HIGHER_PLAN = / (pricier|more expensive|bigger) (plan|one|tier|option|package) /;
/** Words that weigh one product against another, or turn the comparison before round ('and vice versa?'). */
const COMPARES =
  / (better|best|choice|choose|pick|prefer|preferable|fit|fits|suit|suits|instead|compare|compared|comparison|versus|vs|difference|differ|strength|strengths|weakness|weaknesses|advantage|advantages|beat|beats|stand out|stands out|other way round|other way around|vice versa) /;
/** 'There' for a place said before ('can I upload it there?'), not 'is there' or 'there are'. */
const PLACE_BACK =
  /(?<! (is|are|was|were|be|been|will|would|could|can|do|does)) there (?!(is|are|was|were|s|be|been|will|would|a|an|any|no|some|ever|anything|one|been) )/;
/** 'That' after a noun and before its verb ('the one that is connected') says which, not what was said before. */
export const RELATIVE_THAT =
  / (one|ones|thing|things|system|systems|tool|tools|kind|sort|type|people|someone|anyone) that (?=(is|are|was|were|has|have|does|do|did|can|will|we|i|you) )/g;
/** The link closing an answer to the page it quoted ('More on [ISA vs Paradox](/compare/isa-vs-paradox).'). */
const READ_MORE_LINK = /More on \[[^\]]*\]\([^)]*\)\.?/g;
/** Messages of history read for context: the recent ones carry it. */
const HISTORY_READ = 12;

/**
 * The pricing-page plan a follow-up names by swapping one word of the plan before ('and the pro version?' after
 * Recruiter Standard is Recruiter Pro), where the question names no plan in full.
 */
function siblingPagePlan(query: Query, previous: PagePlan[], reader: Reader): PagePlan | undefined {
  if (previous.length !== 1 || query.pagePlans.length > 0) return undefined;
  if (reader.plansIn(query.text, { fullNames: true }).length > 0) return undefined;
  const name = normalize(previous[0]!.name).split(' ');
  if (name.length < 2) return undefined;
  const said = query.text.trim().split(' ');
  // The word is said of a plan ('the pro version'), or the question is too short to be about anything else
  // ('and team?'); 'my team' is people.
  const ofPlan = (i: number) => said.length <= 4 || PLAN_NOUN.test(` ${said[i + 1]} `);
  for (const [i, word] of said.entries()) {
    if (!ofPlan(i)) continue;
    for (let at = 0; at < name.length; at++) {
      const swapped = name.map((w, j) => (j === at ? word : w)).join(' ');
      const [found] = reader.pagePlansIn(` ${swapped} `, { fullNames: true });
      if (found && found !== previous[0]) return found;
    }
  }
  return undefined;
}

function wordCount(query: Query): number {
  return query.text.trim().split(' ').filter(Boolean).length;
}

/** Whether a question points back at something said ('does it...', 'that one', 'can I upload it there?'). */
function pointsBackIn(query: Query): boolean {
  // 'The one that is connected' uses 'that' to say which one, not to point back at the last answer.
  const own = query.text.replace(RELATIVE_THAT, ' $1 which ');
  // 'Here' is where the asker said they are ('can I upload my CV here?' after 'I'm at your booth'). A question that
  // would ask about the sentences before it in one message ('how long until you reply?') asks about the last one.
  return / (it|its|that|this|they|them|those|these|here) /.test(own) || PLACE_BACK.test(own) || POINTS_BACK.test(own);
}

/**
 * A question asking which one of a kind, with nothing else of its own ('which standard do you follow?', 'what
 * version do they use?'): the kind is one of the subject before.
 */
const WHICH_OF_SUBJECT = /^ (which|what) \w+ (do|does|did|is|are|will|would) (you|they|it|isa|we) \w+ $/;

/**
 * Whether a question, read on its own, leans on the one before: it says so ('and...'), is short, points back, asks
 * which one of a kind, or has no telling word of its own ('how fast do you tell us?').
 */
function leansOnEarlier(query: Query): boolean {
  return (
    FOLLOW_UP.test(query.text) ||
    wordCount(query) <= 4 ||
    pointsBackIn(query) ||
    WHICH_OF_SUBJECT.test(query.text) ||
    query.groups.every((g) => g.light)
  );
}

/**
 * What the conversation so far says about a question: the plans and competitor it was last about, and the
 * last question. `intentOf` tells what an earlier question asked.
 */
export function contextOf(
  query: Query,
  history: ChatMessage[],
  reader: Reader,
  intentOf: (question: string) => string | undefined,
): Context {
  // 'Different topic: ...' leans on nothing said before.
  const previous = query.text.includes(` ${TOPIC_SWITCH} `) ? [] : [...history];
  // The history sent with a question ends with that question; it is not its own context.
  if (previous[previous.length - 1]?.sender === 'user') previous.pop();
  let previousPlans: ChatPlan[] = [];
  let previousPagePlans: PagePlan[] = [];
  // How far back each kind of plan was last named: only the more recent kind is the subject.
  let plansAt = -1;
  let pagePlansAt = -1;
  let previousCompetitor: Competitor | undefined;
  let previousQuestion: string | undefined;
  let earlierQuestion: string | undefined;
  let previousAnswer: string | undefined;
  for (let i = previous.length - 1; i >= 0 && i >= previous.length - HISTORY_READ; i--) {
    const message = previous[i]!;
    const text = ` ${normalize(message.text)} `;
    // An answer names a plan in full where it speaks of one; 'a recruiting assistant' in a comparison is no plan.
    if (previousPlans.length === 0) {
      previousPlans = reader.plansIn(text, { fullNames: message.sender === 'ai' });
      if (previousPlans.length) plansAt = i;
    }
    // The plan the visitor last asked about is the subject, rather than every plan an answer went on to mention.
    // An answer that mentions a plan in passing ('Team Pro includes ATS integration') to a question that was not
    // about prices or plans makes no plan the subject.
    const asked = message.sender === 'ai' ? previous[i - 1] : undefined;
    const inPassing = asked?.sender === 'user' && !reader.aboutPricesIn(asked.text);
    const pagePlans = inPassing ? [] : reader.pagePlansIn(text, { fullNames: message.sender === 'ai' });
    const askedBefore = pagePlansAt >= 0 && previous[pagePlansAt]!.sender === 'user';
    if (pagePlans.length && (pagePlansAt < 0 || (!askedBefore && message.sender === 'user'))) {
      previousPagePlans = pagePlans;
      pagePlansAt = i;
    }
    // A competitor only named in an answer's closing link ('More on ISA vs Paradox') was not its subject.
    const spoken = message.sender === 'ai' ? ` ${normalize(message.text.replace(READ_MORE_LINK, ''))} ` : text;
    previousCompetitor ??= reader.competitorsIn(spoken)[0];
    if (message.sender === 'user' && previousQuestion !== undefined && earlierQuestion === undefined)
      earlierQuestion = message.text.slice(0, 500);
    if (message.sender === 'user' && previousQuestion === undefined) previousQuestion = message.text.slice(0, 500);
    if (message.sender === 'ai' && previousQuestion === undefined && previousAnswer === undefined)
      previousAnswer = message.text.slice(0, 4000);
  }
  if (pagePlansAt > plansAt) previousPlans = [];
  else previousPagePlans = [];
  const previousIntent = previousQuestion === undefined ? undefined : intentOf(previousQuestion);
  // The question before the last one sets the subject only where the last one leaned on it in turn.
  if (
    earlierQuestion !== undefined &&
    (previousQuestion === undefined || !leansOnEarlier(reader.read(previousQuestion)))
  )
    earlierQuestion = undefined;
  // After a question on the add-on that named no plan, 'that one' is the add-on, not a plan asked about before it.
  if (previousIntent === 'addon' && !reader.aboutPlanIn(previousQuestion!)) {
    previousPlans = [];
    previousPagePlans = [];
  }
  const words = wordCount(query);
  const pointsBack = pointsBackIn(query);
  // 'Does it have ATS integration?' after a question about one plan asks about that plan; 'when should I pick
  // them instead?' after a comparison asks about that competitor.
  const namesNothing =
    query.plans.length === 0 &&
    query.pagePlans.length === 0 &&
    query.competitors.length === 0 &&
    previousQuestion !== undefined;
  // 'Unlimited interviews forever?' after a plan's answer asks about that plan's feature.
  const namesPlanFeature = previousPagePlans.length === 1 && namesFeatureOf(previousPagePlans[0]!, query.text);
  let resolved = query;
  // 'Which standard?' after a question on accessibility asks which standard, not about the Standard plan.
  const onPlans = previousPlans.length > 0 || previousPagePlans.length > 0;
  if (
    previousQuestion !== undefined &&
    !onPlans &&
    !reader.aboutPricesIn(previousQuestion) &&
    reader.plainWordPlan(query.text)
  )
    resolved = { ...query, pagePlans: [], aboutPrices: false };
  // 'And when is ISA the better choice?' after a question about a competitor still compares with that competitor.
  const comparesOn = FOLLOW_UP.test(query.text) && COMPARES.test(query.text);
  if (namesNothing && previousCompetitor && (/ (they|them|their|theirs) /.test(query.text) || comparesOn))
    resolved = { ...query, competitors: [previousCompetitor] };
  // 'Is it in the cheaper plan too?' names another plan than the one before, by its price.
  else if (namesNothing && pointsBack && previousPlans.length === 1 && !OTHER_PLAN.test(query.text))
    resolved = { ...query, plans: previousPlans };
  else if (namesNothing && pointsBack && previousPagePlans.length === 1 && !OTHER_PLAN.test(query.text))
    resolved = { ...query, pagePlans: previousPagePlans };
  const sibling = siblingPagePlan(query, previousPagePlans, reader);
  if (sibling && (FOLLOW_UP.test(query.text) || words <= 4))
    resolved = { ...resolved, plans: [], pagePlans: [sibling] };
  return {
    query: resolved,
    previousPlans,
    previousPagePlans,
    previousCompetitor,
    previousQuestion,
    earlierQuestion,
    previousAnswer,
    previousIntent,
    isFollowUp: previousQuestion !== undefined && (leansOnEarlier(query) || namesPlanFeature),
    leansBack: previousQuestion !== undefined && (FOLLOW_UP.test(query.text) || pointsBack),
  };
}

/**
 * Whether a follow-up names a feature the plan before it lists by the feature's first two words ('unlimited
 * interviews forever?' after Recruiter Pro's 'Unlimited interviews for 30 days'): it still speaks of that plan.
 */
export function namesFeatureOf(plan: PagePlan, text: string): boolean {
  return plan.features.some((feature) => {
    const words = normalize(feature)
      .split(' ')
      .filter((w) => w && !/[0-9]/.test(w));
    return words.length >= 2 && text.includes(` ${words[0]} ${words[1]} `);
  });
}

/** A word this telling that an answer never says is a subject the answer leaves out. */
const TELLING = 3;
/** An answer explaining less than this share of a question's weight leaves most of it out. */
const MOSTLY = 0.5;

/** Whether a question asks about something an answer leaves out: most of its weight and a telling word. */
function asksBeyond(query: Query, answer: string): boolean {
  const said = new Set(terms(answer));
  const has = (s: string) => said.has(s);
  const missed = query.groups.some((g) => !g.light && g.weight >= TELLING && ![...g.variants.keys()].some(has));
  return missed && coverageOf(query.groups, has) < MOSTLY;
}

/** Answers a follow-up that names a new subject ('and Business Pro?') the way the last question was answered. */
export function followUp(context: Context, compose: Composer): string | null {
  const { query, previousIntent } = context;
  if (!context.isFollowUp) return null;
  const stems = query.groups.map((g) => g.stem);
  if (query.competitors[0]) {
    // 'Are those the same against Paradox?' after ISA's watch-outs against HireVue asks the same of Paradox:
    // what was asked comes from the question before, whose side from this one.
    const earlier = context.leansBack && context.previousQuestion ? normalize(context.previousQuestion) : '';
    return compose.competitorAnswer(
      query.competitors[0],
      earlier ? [...stems, ...terms(earlier)] : stems,
      query.text,
      query.aboutPrices,
    );
  }
  if (query.plans.length === 1 && previousIntent) {
    const [plan] = query.plans as [ChatPlan];
    const asked = compose.featureAsked(stems, { loose: true });
    if (asked) return compose.featureAnswer(plan, asked);
    const summary = compose.planSummary(plan);
    // 'Can you also advertise it on LinkedIn?' after that plan asks something of its own, which the plan's
    // summary leaves out: the question is answered on its own words.
    const samePlan = context.previousPlans.length === 1 && context.previousPlans[0] === plan;
    return samePlan && asksBeyond(query, summary) ? null : summary;
  }
  // 'How much is that one?' after the add-on: the add-on's price.
  if (previousIntent === 'addon' && context.leansBack && ASKS_PRICE.test(query.text) && !namesPlan(query))
    return compose.addOnLines() || null;
  // 'And the cheaper one?' after a plan: the plan priced next to it.
  const step = LOWER_PLAN.test(query.text) ? -1 : HIGHER_PLAN.test(query.text) ? 1 : 0;
  const beside =
    step && context.previousPlans.length === 1 ? compose.planBeside(context.previousPlans[0]!, step) : undefined;
  if (beside) {
    const asked = compose.featureAsked(stems, { loose: true });
    return asked ? compose.featureAnswer(beside, asked) : compose.planSummary(beside);
  }
  if (
    / (other|another) /.test(query.text) &&
    / (one|plan|option) /.test(query.text) &&
    context.previousPlans.length === 1
  ) {
    const [other] = compose.otherPlans(context.previousPlans);
    const asked = compose.featureAsked(stems, { loose: true });
    if (other && asked) return compose.featureAnswer(other, asked);
    return other ? compose.planSummary(other) : null;
  }
  return null;
}
