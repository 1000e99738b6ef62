import type { Composer } from './compose';
import { namesFeatureOf, RELATIVE_THAT, type Context } from './conversation';
import type { KnowledgeBase, PagePlan } from './knowledge';
import { link } from './markdown';
import { SCENE_SHARE, TELLING_FEATURE_IDF, type Query } from './query';
import { coverageOf } from './retrieval';
import { PRIVACY_LAWS, terms } from './synonyms';
import { normalize, stem } from './text';

/**
 * A kind of question with a composed answer. It competes with retrieved passages on evidence: the share of
 * the question its words explain, plus the priors of the phrases it recognises (negative ones veto).
 */
export interface Intent {
  id: string;
  /** Words that are evidence for the intent. A word that often means something else belongs in `cues`. */
  words?: string;
  /** Phrases with their prior: strong phrases add a lot, misleading ones ('how much time') subtract. */
  cues?: Array<[RegExp, number]>;
  /**
   * Question forms with their prior: phrases that ask for this kind of answer without naming its topic ('how much
   * does...'). They count like cues, but the intent must then show in its answer that it explains the rest.
   */
  forms?: Array<[RegExp, number]>;
  /** Evidence from what the question names (a plan, a competitor), beyond its words and phrases. */
  prior?: (c: Context) => number;
  /** When false the intent cannot answer this question (e.g. no plan named). */
  applies?: (c: Context) => boolean;
  answer: (c: Context) => string | null;
}

/** Words the intents' phrases look for: they join the vocabulary so the spelling corrector can reach them. */
export const CUE_WORDS = (
  'price prices pricing cost costs much fee fees charge pay paying payment expensive cheap cheaper cheapest ' +
  'affordable budget plan plans package packages tier tiers subscription billing quote compare comparison ' +
  'difference versus between include includes included feature features offer offers setup hidden upfront ' +
  'unlimited limit limits cap caps linkedin addon extra posting sales talk speak demo book booking schedule ' +
  'meeting contact email reach touch support hello hi hey thanks thank cheers goodbye bye trial free started ' +
  'start signup recommend recommended suggest choose pick startup agency enterprise volume custom competitor ' +
  'competitors alternative alternatives chatbot human review popular premium basic starter entry hiring hire ' +
  'recruit recruiting several multiple single ignore previous instructions prompt pretend weather joke recipe ' +
  'football soccer politics president election movie song poem bitcoin crypto stock homework capital france ' +
  'apply applied application upload resume'
).split(' ');

/** An intent with its vocabulary stemmed once. */
export interface PreparedIntent extends Intent {
  stems: ReadonlySet<string>;
}

/**
 * Whether a question names an intent outright: one of its phrases matched, or what the question names (a plan,
 * a competitor) gives it a prior. An intent found by its words or its question forms alone is not named.
 */
export function namedOutright(intent: PreparedIntent, context: Context): boolean {
  const { query } = context;
  return (
    (intent.cues ?? []).some(
      ([pattern, weight]) => weight > 0 && pattern.test(query.text) && !saidInScene(pattern, query),
    ) || (intent.prior?.(context) ?? 0) > 0
  );
}

/**
 * Whether a phrase is said only in the sentences that set the scene ('Our tool bills us per candidate. What does
 * Business Pro cost?'): it weighs as their words do.
 */
function saidInScene(pattern: RegExp, query: Query): boolean {
  return query.askedText !== undefined && !pattern.test(query.askedText);
}

/** Whether one of an intent's question forms ('how much does...') matched the question. */
export function askedByForm(intent: PreparedIntent, context: Context): boolean {
  return (intent.forms ?? []).some(([pattern]) => pattern.test(context.query.text));
}

/** The pricing-page plans a question asks about: those it names, or the one a follow-up leans on. */
function pagePlansAsked({ query, previousPagePlans, isFollowUp }: Context, all: readonly PagePlan[] = []) {
  if (query.pagePlans.length === 1 && all.length > 0) {
    // A tier set above or below the plan named ('a tier above Team Pro') is its neighbour by price.
    const named = ` ${normalize(query.pagePlans[0]!.name)} `;
    const step = ONE_ABOVE.some((w) => query.text.includes(` ${w}${named}`))
      ? 1
      : ONE_BELOW.some((w) => query.text.includes(` ${w}${named}`))
        ? -1
        : 0;
    if (step !== 0) return [priceNeighbour(query.pagePlans[0]!, step, all)];
  }
  if (query.pagePlans.length > 0) return query.pagePlans;
  const namesOther = query.plans.length > 0 || query.competitors.length > 0;
  if (!isFollowUp || namesOther || previousPagePlans.length !== 1) return [];
  // 'The cheaper one' after a pricing-page plan is the plan priced just below it; 'the pricier one', just above.
  const step = CHEAPER.test(query.text) ? -1 : PRICIER.test(query.text) ? 1 : 0;
  // A longer follow-up that speaks neither of plans nor of the plan ('and if my ATS is not the one which is
  // connected?') has moved on from it.
  if (step === 0 && !stillOnPlans(query.text) && !namesFeatureOf(previousPagePlans[0]!, query.text)) return [];
  if (step === 0 || all.length === 0) return previousPagePlans;
  return [priceNeighbour(previousPagePlans[0]!, step, all)];
}

/** Words that set a tier just above or just below a plan named after them. */
const ONE_ABOVE = ['above', 'beyond', 'up from', 'higher than', 'higher tier than', 'higher plan than', 'bigger than'];
const ONE_BELOW = ['below', 'down from', 'lower than', 'lower tier than', 'lower plan than', 'cheaper than'];

/** The plan priced just above (step 1) or below (step -1) a plan; the plan itself at either end. */
function priceNeighbour(plan: PagePlan, step: number, all: readonly PagePlan[]): PagePlan {
  const byPrice = byPagePrice(all);
  const at = byPrice.indexOf(plan);
  return (at < 0 ? undefined : byPrice[at + step]) ?? plan;
}

/** Pricing-page plans from the lowest price up; a custom price comes last. */
function byPagePrice(plans: readonly PagePlan[]): PagePlan[] {
  const amount = (plan: PagePlan) => {
    const figure = Number(plan.price.replace(/[^0-9.]/g, ''));
    return plan.price && Number.isFinite(figure) && figure > 0 ? figure : Infinity;
  };
  return [...plans].sort((a, b) => amount(a) - amount(b));
}

/**
 * Whether a question asks about something a pricing-page plan's card lists and no plan of the assistant's own
 * list does ('how many logins?': seats), so that the page's plan answers it.
 */
function asksOnlyPageFeature({ query }: Context, plan: PagePlan, chatFeatures: ReadonlySet<string>): boolean {
  const card = new Set(terms(plan.features.join(' ')));
  return query.groups.some(
    (g) =>
      !g.light &&
      [...g.variants.keys()].some((s) => card.has(s)) &&
      ![...g.variants.keys()].some((s) => chatFeatures.has(s)),
  );
}

/** Words of a follow-up that still speaks of the plan before it. */
const PLAN_TALK =
  / (it|its|that|this|plan|plans|tier|price|prices|cost|costs|pay|paid|billed|billing|annual|annually|monthly|month|year|yearly|seat|seats|include|includes|included|feature|features|come with|comes with|get|limit|limits|upgrade|downgrade) /;

/** Whether a follow-up still speaks of the plans before it: a short one, or one with words of plans. */
function stillOnPlans(text: string): boolean {
  return text.trim().split(' ').length <= 4 || PLAN_TALK.test(text.replace(RELATIVE_THAT, ' $1 which '));
}

/** A word that also names a tier ('popular', 'basic') speaks of plans only about prices or after a plan answer. */
function inPlanContext({ query, previousPlans }: Context): boolean {
  return query.aboutPrices || previousPlans.length > 0;
}

/**
 * The question's telling words: a feature of another plan is asked about only with one of them, since a common
 * word alone ('job' in 'one role') names no feature ('Up to 5 jobs').
 */
function tellingStems({ query }: Context): Set<string> {
  return new Set(query.groups.filter((g) => g.weight >= TELLING_FEATURE_IDF).map((g) => g.stem));
}

/** Evidence that a question is of an intent's kind. */
export function evidence(intent: PreparedIntent, context: Context): number {
  const { query } = context;
  // Question words ('make', 'see') tell nothing about a topic, so they do not count against an intent.
  const coverage = coverageOf(
    query.groups.filter((g) => !g.light),
    (s) => intent.stems.has(s),
  );
  let prior = 0;
  for (const [pattern, weight] of [...(intent.cues ?? []), ...(intent.forms ?? [])])
    if (pattern.test(query.text)) prior += saidInScene(pattern, query) ? weight * SCENE_SHARE : weight;
  prior += intent.prior?.(context) ?? 0;
  // On equal evidence a composed answer beats a quoted passage: it gathers every fact on its topic.
  return coverage + prior > 0 ? coverage + prior + COMPOSED_BONUS : 0;
}

/** Strong enough on its own: a phrase that names the intent outright. */
const STRONG = 1.5;
/** A phrase that supports the intent but needs other words to win. */
const SUPPORT = 0.3;
/** What a composed answer gains over a passage that explains the question as well. */
const COMPOSED_BONUS = 0.4;
/** A phrase that shows the words mean something else. */
const VETO = -2;
/** Starting an interview ('starting their interview') is a candidate's act, not a buyer starting with ISA. */
const STARTS_AN_INTERVIEW =
  / (start|starts|started|starting|begin|begins|began|beginning) (their|the|an|his|her|my|your) interview /;

/** A question on ISA, asked with these verbs, that names a rival after 'like' ('does ISA do X like HireVue?'). */
const isaLikeRival = (verbs: string) => new RegExp(` (${verbs}) (isa|you) (\\w+ ){1,6}like \\w+`);
/**
 * Whether ISA can do a thing a rival does ('can ISA schedule interviews like Paradox?'): ISA's own statements answer
 * it. Whether ISA is a thing like the rival ('is ISA a chatbot like Paradox?') weighs the two, as a comparison does.
 */
export const DOES_LIKE_RIVAL = isaLikeRival('does|do|can|could|will');
/** A question on what ISA does or is that names a rival only as the example of it. */
const RIVAL_AS_EXAMPLE = isaLikeRival('does|do|can|could|will|is|are');

/** The intents of the sales assistant, built over one knowledge base and composer. */
export function createIntents(kb: KnowledgeBase, compose: Composer): PreparedIntent[] {
  const { demo } = compose;
  const { pagePlans } = kb.pricing;
  const chatFeatureStems = new Set(terms(kb.pricing.plans.flatMap((p) => p.features).join(' ')));
  const siteText = ` ${normalize(JSON.stringify(kb))} `;
  const lawsSiteNeverNames = PRIVACY_LAWS.filter((law) => !siteText.includes(` ${law} `));
  const intents: Intent[] = [
    {
      id: 'greeting',
      cues: [
        [/^ (hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo|hola)( there| isa| team)? $/, 2],
      ],
      answer: () =>
        `Hello! I'm ISA, your AI hiring assistant. I can help with features, pricing, integrations and how ISA interviews candidates. What roles are you hiring for?`,
    },
    {
      id: 'thanks',
      cues: [
        [/ (thanks|thank you|thank|thx|cheers|appreciate it|appreciated|great thanks|perfect|awesome|got it) /, 2],
      ],
      applies: ({ query }) => query.text.trim().split(' ').length <= 6,
      answer: () =>
        `You're welcome! If you'd like to see ISA with your own roles, ${demo}. Anything else I can help with?`,
    },
    {
      id: 'bye',
      cues: [[/^ (bye|goodbye|see you|see ya|thats all|that is all|no thanks)( for now)? $/, 2]],
      answer: () => `Thanks for stopping by! Whenever you're ready, ${demo}.`,
    },
    {
      id: 'demo',
      words: 'demo demonstration walkthrough',
      cues: [
        [
          / (book (a )?(call|meeting|time)|schedule (a )?(call|meeting|chat)|(call|chat|meeting|session) with (your|the) (people|team|sales|staff|experts?)|see (it|isa) (in action|live)|talk to (sales|someone|a human|a person|the team)|speak (to|with) (sales|someone|a human|a person)) /,
          STRONG,
        ],
        // A number to ring the team on is contact details (the site gives none), not a demo.
        [PHONE_CONTACT, VETO],
        // A demo one watches (the booth's 'Watch the demo', a video) is the recording, not a call to book.
        [/ (watch|watched|watching) (the |a |your )?demo | demo (video|button|option) /, VETO],
      ],
      answer: () => `${kb.actions.demoInfo}\n\n${demo} to pick a time that suits you.`,
    },
    {
      id: 'contact',
      words: 'contact email',
      cues: [
        [
          / (reach you|reach out|get in touch|phone number|support team|customer support|contact (you|the team|sales|support)|(who|where|(which|what) (email )?address) (do|should|can) (i|we) (email|write|contact|send)|email address) /,
          STRONG,
        ],
        // A team's address asked for by its name alone ('privacy email?').
        [
          /^\s*(the |your |what is the |what s the )?(privacy|accessibility|support|sales) (email|address)( address)?\s*$/,
          STRONG,
        ],
        [
          / contact (details|information|info) (do|of|from|you collect|we collect)| (candidate|candidates|their) contact /,
          VETO,
        ],
        // One's own phone number is a detail to give (on a form), not the team's number to ring.
        [/ (my|our|his|her|their) phone number /, VETO],
        // Details that are wrong ask to correct personal data, not for the team's address.
        [/ (is|are) (wrong|incorrect|out of date|outdated) /, VETO],
        // A number to ring: the site gives none, only addresses and the demo booking.
        [PHONE_CONTACT, STRONG],
      ],
      answer: ({ query, previousQuestion }) => {
        const mail = (address: string) => link(address, `mailto:${address}`);
        const phone = PHONE_CONTACT.test(query.text) ? "I don't have information on a phone number. " : '';
        // 'Who do I email?' after 'I need an accommodation' asks for the address of what the conversation is about,
        // however it is worded: an address the conversation needs is never out of place.
        const about = `${query.text}${previousQuestion ? ` ${normalize(previousQuestion)} ` : ''}`;
        const privacy = / (privacy|data|gdpr|delete|deleting|deletion|erase|personal) /.test(about)
          ? ` For privacy questions and requests, write to ${mail(kb.contact.privacyEmail)}.`
          : '';
        const access = / (accessibility|accessible|accommodation|accommodations|disability) /.test(about)
          ? ` For accessibility and accommodations, write to ${mail(kb.contact.accessibilityEmail)}.`
          : '';
        return `${phone}You can reach the team at ${compose.contactLink}.${privacy}${access} If you'd rather talk it through live, ${demo}.`;
      },
    },
    {
      id: 'trial',
      words: 'trial freemium',
      cues: [[/ (free trial|try (it|isa) (for free|free)|for free|free version|free plan|free tier) /, STRONG]],
      answer: () =>
        `I don't have details of a free trial. The quickest way to try ISA is to ${link('get started', kb.actions.getStartedLink)} with a job, or ${demo} and see it run on your own roles.\n\n${compose.pricingOverview()}`,
    },
    {
      id: 'get-started',
      words: 'signup register purchase subscribe start',
      cues: [
        [
          / (get started|getting started|sign up|signup|create (an )?account|start using|how do (i|we) (start|begin|sign up|buy)|how to start|where do (i|we) (go to )?start|buy (it|isa)|purchase (it|isa)) /,
          STRONG,
        ],
        // Starting with ISA is importing a first job ('where do we set up our first role?'), and where to set up or
        // post one's own job is where to start.
        [
          / (create|creating|set up|setup|setting up|add|adding|import|importing|post|posting) (my|our|a|the) first (job|role|vacancy|opening|position) | where (do|should|can) (i|we) (go (\w+ ){0,2})?(create|set up|setup|add|import|post) (my|our|a|the) (own |first )?(job|role|vacancy|opening|position) /,
          STRONG,
        ],
        // 'If we sign up for a year...' asks what follows signing up, not how to.
        [/ (if|once|when|after) (i|we) (sign up|signup|get started|subscribe) /, VETO],
        // Which details a form requires is a question about the form, not about how to start.
        [/ required optional /, VETO],
        // 'Which one should I start with?' picks among options just named, not a way to start with ISA.
        [/ which (one|ones|\w+) (should|do|would|could) (i|we) (start|begin) with /, VETO],
      ],
      // Candidates who start (or never start) an interview are not a buyer starting with ISA.
      // Nor is a rival's rollout ('is HireVue slow to get up and running?') a buyer starting with ISA.
      applies: ({ query }) =>
        query.competitors.length === 0 &&
        !/ (candidates?|applicants?|they|them|who|people) (\w+ ){0,2}(start|starts|started|starting|begin|begins|began|beginning) /.test(
          query.text,
        ) &&
        !STARTS_AN_INTERVIEW.test(query.text),
      answer: () =>
        `You can ${link('get started', kb.actions.getStartedLink)} right away: import a job in the Job Import Wizard and ISA starts interviewing applicants. Prefer a guided tour first? ${demo}.`,
    },
    {
      id: 'competitor',
      words: 'competitor competition alternative rival differ difference between compare comparison versus vs',
      cues: [
        [
          / (other (tools|vendors|platforms|providers|products)|compared to other|better than other|how to choose|choosing an ai|best ai interviewer) /,
          SUPPORT,
        ],
      ],
      // 'Does ISA do video interviews like HireVue?' asks what ISA does; the rival is only the example.
      prior: ({ query }) => (query.competitors.length > 0 ? (RIVAL_AS_EXAMPLE.test(query.text) ? SUPPORT : STRONG) : 0),
      applies: ({ query }) =>
        query.competitors.length > 0 ||
        / (competitor|competitors|competition|alternative|alternatives|rival|rivals|other|choose|best) /.test(
          query.text,
        ),
      answer: ({ query }) => {
        const named = query.competitors[0];
        if (!named) return compose.competitorsOverview();
        const answer = compose.competitorAnswer(
          named,
          query.groups.map((g) => g.stem),
          query.text,
          query.aboutPrices,
        );
        const notKnown = compose.rivalNotKnown(named, query.groups, query.text);
        return notKnown ? `${notKnown}\n\n${answer}` : answer;
      },
    },
    {
      id: 'enterprise',
      // Where data is kept by region is the custom plan's multi-region deployment.
      words: 'whitelabel region regions regional residency',
      cues: [
        [
          / (enterprise (plan|pricing|price|deal|contract|tier|license|licence|quote)|custom (plan|pricing|agent|contract|deal|quote)|volume discount|unlimited seats|large (company|organisation|organization) pricing) /,
          STRONG,
        ],
        // White-labelling is the custom plan's alone: whatever it is asked of (the candidate experience, the
        // interview), it is asked of that plan.
        [/ whitelabel /, STRONG],
      ],
      answer: () => {
        // The pricing page's custom plan says what a tailored agreement includes (white-label, SLA, seats).
        const custom = kb.pricing.pagePlans.filter((p) => p.price === 'Custom');
        const page = custom.length ? `\n\n${compose.pagePlanAnswer(custom)}` : '';
        return `My price list covers these plans:\n\n${compose.comparisonTable()}\n\nFor larger teams, custom requirements or a tailored agreement, the team will work it out with you: ${demo}.${page}`;
      },
    },
    {
      id: 'recommend',
      words: 'recommend recommendation suggest suit suitable fit right choose pick',
      cues: [
        [
          / (which plan|what plan|which one (should|would|do)|which (one|plan|option) (would|should|do) you (pick|choose|recommend|suggest)|(would|should) (you|we|i) (pick|choose|go with)|best plan|right plan|plan (is|would be) (best|right)|right for (me|us)|good fit|should (i|we) (choose|pick|get|go with|buy)|which (tier|package|option) should|which (option|tier|package) (is|would be) (best|right)|which (option|tier|package) (makes sense|suits|fits)) /,
          STRONG,
        ],
        // Which plan has or gives a thing asks where a feature is, not for advice ('which plan has API access?').
        [
          / (which|what) (plan|option|tier|package) (has|have|includes?|gives?|offers?|comes with|supports?) (?!((the|a|good|great|better|best|most|more) )*(best|most|right|value|sense|fit))/,
          VETO,
        ],
      ],
      // 'Pick' or 'fit' alone ('can applicants pick the time?') is no request for a plan, nor is 'which one'
      // outside talk of plans ('which one should I look at first?' after the metrics).
      applies: (c) =>
        inPlanContext(c) ||
        / (recommend|recommendation|suggest|suggestion|advise|(which|what) (plan|option|tier|package|would|should)) /.test(
          c.query.text,
        ),
      answer: ({ query }) => compose.recommendation(query.text),
    },
    {
      id: 'addon',
      words: 'linkedin addon',
      cues: [
        [
          / (add on|add ons|addons|post (a |my |our |the )?jobs? (on|to)|job posting|extras? (cost|price|fee|charge)|(any|other|optional) extras|reach more applicants) /,
          STRONG,
        ],
        // A LinkedIn profile or URL is a person's, given when applying: no job is posted on LinkedIn.
        [/ linkedin (profile|profiles|url|urls|link|links|account|accounts) /, VETO],
      ],
      applies: () => kb.pricing.addOns.length > 0,
      answer: () =>
        `Yes, there's an optional add-on:\n\n${compose.addOnLines()}\n\nIt works with any plan. Anything else you'd like to know about pricing?`,
    },
    {
      id: 'setup-fees',
      words: 'setup hidden upfront activation',
      // 'How much work is it to set up?' asks about effort, not fees.
      applies: ({ query }) => query.aboutPrices,
      cues: [
        [
          / (setup|onboarding|implementation|activation|installation) (fee|fees|cost|costs|charge|charges)|hidden (fee|fees|cost|costs|charge|charges)|upfront (fee|fees|cost|costs)/,
          STRONG,
        ],
        // The time or effort a setup takes is no fee.
        [/ how long (does|will|would)? ?(it )?(take to )?setup| setup (take|time|effort|work|involve)/, VETO],
      ],
      answer: () => {
        const line = compose.introLine(/setup/i) ?? compose.facts(/setup/i, 1)[0];
        return line ? `${line}\n\n${compose.comparisonTable()}` : null;
      },
    },
    {
      id: 'per-interview',
      words: 'unlimited cap limit',
      cues: [
        [
          / per (interview|candidate|applicant|seat)|(interview|interviews|candidate|candidates|applicant|applicants) (limit|limits|cap|caps)/,
          STRONG,
        ],
        [/ (how many|number of) (interviews|candidates|applicants) (can|may|do|does|is|are|will)/, SUPPORT],
        // A cap named before what it caps ('a limit on interviews per month').
        [
          / (limit|limits|cap|caps|ceiling|maximum) (on|to) (the )?(number of )?(interviews|candidates|applicants) /,
          STRONG,
        ],
        // A limit on time ('limited time to answer', 'is there a timer?') is no cap on interviews.
        [/ (unlimited|limited) time | time (limit|limits) | timer /, VETO],
      ],
      answer: ({ query }) => {
        const line = compose.introLine(/per-interview|caps?/i) ?? compose.facts(/per-interview|no caps/i, 1)[0];
        if (!line) return null;
        // No fee per interview says what is not charged; what is charged (per job or per month) comes with it.
        const charged = compose.introLine(/pay per job|per month, never/i);
        // Asked what is wrong with paying per interview, the guide's reason follows: it punishes high volume.
        const reason = WEIGHS_A_MODEL.test(query.text)
          ? compose.pageTopic('', /per-interview fees: they punish/i, '', 1)
          : null;
        const lead = charged && charged !== line ? `${line} ${charged}` : line;
        const rows = compose.plans.map(
          (p) =>
            `- **${p.name}**: ${p.features.filter((f) => /interview/i.test(f)).join(', ') || p.features.join(', ')}`,
        );
        return [lead, reason, rows.join('\n')].filter(Boolean).join('\n\n');
      },
    },
    {
      id: 'compare-plans',
      words: 'plan tier package',
      cues: [[/ (compare|comparison|difference|differences|differ|versus|vs|between|sidebyside|table) /, STRONG]],
      // 'Options' are plans only where prices or plans are in context (not the booth screen's options).
      applies: (context) =>
        / (compare|comparison|difference|differences|differ|versus|vs|between|sidebyside|table) /.test(
          context.query.text,
        ) &&
        (context.query.plans.length > 1 ||
          / (plan|plans|tier|tiers|package|packages) /.test(context.query.text) ||
          (/ (option|options) /.test(context.query.text) && inPlanContext(context))),
      answer: () =>
        `Here's how the plans compare:\n\n${compose.comparisonTable()}\n\nNot sure which fits? Tell me how many roles you're hiring for, or ${demo}.`,
    },
    {
      id: 'plan',
      words: `plan price cost include feature ${kb.pricing.plans.map((p) => p.name.toLowerCase()).join(' ')}`,
      prior: () => 1,
      applies: ({ query }) => query.plans.length > 0,
      answer: ({ query }) => {
        const named = query.plans;
        if (named.length > 1) return `Here's how they compare:\n\n${compose.comparisonTable(named)}`;
        const plan = named[0]!;
        const asked = compose.featureAsked(query.groups.map((g) => g.stem));
        if (asked) return compose.featureAnswer(plan, asked);
        if (PRICE.test(query.text) && !INCLUDES.test(query.text)) return compose.planPrice(plan);
        return compose.planSummary(plan);
      },
    },
    {
      id: 'page-plan',
      words: `plan price cost include feature seat seats annual annually month year billed ${kb.pricing.pagePlans
        .map((p) => p.name.toLowerCase())
        .join(' ')}`,
      // Named outright, or the subject of a follow-up ('and billed annually?' after a question on Team Pro).
      prior: (context) =>
        context.query.pagePlans.length > 0 ? STRONG : pagePlansAsked(context, pagePlans).length > 0 ? 1 : 0,
      applies: (context) => pagePlansAsked(context, pagePlans).length > 0,
      answer: (context) => {
        const onPage = compose.pagePlanAnswer(
          pagePlansAsked(context, pagePlans),
          new Set(context.query.groups.map((g) => g.stem)),
          tellingStems(context),
          context.query.expects,
        );
        // Set against a plan of the other list ('Team Pro or Business Pro?'), that plan is answered too.
        return [onPage, ...context.query.plans.map(compose.planPrice)].join('\n\n');
      },
    },
    {
      id: 'plan-feature',
      // 'Which plan has ATS integration?', or 'does that include it?' after the price list: a named feature
      // says more than 'which plan' alone.
      prior: () => STRONG + SUPPORT,
      // A question naming a pricing-page plan ('your Recruiter Standard plan') asks about that plan.
      applies: ({ query, previousPlans }) =>
        query.plans.length === 0 &&
        query.pagePlans.length === 0 &&
        // A rollout plan ('week 2 of the rollout plan') is no pricing plan.
        (/ ((?<!rollout )plans?|tier|package|which one|include|includes|included|come with|comes with) /.test(
          query.text,
        ) ||
          (previousPlans.length > 1 && stillOnPlans(query.text))) &&
        compose.featureAsked(
          query.groups.map((g) => g.stem),
          { loose: previousPlans.length > 1 },
        ) !== undefined,
      answer: ({ query, previousPlans }) => {
        const feature = compose.featureAsked(
          query.groups.map((g) => g.stem),
          { loose: previousPlans.length > 1 },
        );
        return feature ? compose.featurePlans(feature) : null;
      },
    },
    {
      id: 'cheaper',
      // 'Cheaper to fix in the advert?' weighs two ways of doing something, not two plans.
      cues: [
        [CHEAPER, 1],
        [CHEAPER_COURSE, VETO],
      ],
      applies: inPlanContext,
      answer: (context) => {
        const { previousPlans, previousQuestion, query } = context;
        const cheapest = compose.cheapest;
        if (!cheapest) return null;
        // 'Is it included in the cheaper plan too?' after a question about a plan's feature asks about that feature.
        const feature =
          previousQuestion && POINTS_BACK.test(query.text)
            ? compose.featureAsked(terms(previousQuestion), { loose: true })
            : undefined;
        if (feature) return compose.featureAnswer(cheapest, feature);
        const relative =
          previousPlans.length === 1 && previousPlans[0] !== cheapest ? ` than ${previousPlans[0]!.name}` : '';
        const answer = `The lower-priced plan${relative} is **${cheapest.name}**.\n\n${compose.planSummary(cheapest)}`;
        // Asked about what only the pricing page's plans list (seats), the page's lowest-priced plan answers it too.
        const [lowest] = byPagePrice(pagePlans);
        return lowest && !relative && asksOnlyPageFeature(context, lowest, chatFeatureStems)
          ? `${answer}\n\n${compose.pagePlanAnswer([lowest])}`
          : answer;
      },
    },
    {
      id: 'pricier',
      cues: [[PRICIER, 1]],
      applies: inPlanContext,
      answer: () => (compose.popular ? compose.planSummary(compose.popular) : null),
    },
    {
      id: 'includes-context',
      cues: [
        [INCLUDES, 0.5],
        [/ (it|that|this|them|they|plan|one|each) /, 0.3],
      ],
      applies: ({ query, previousPlans }) =>
        previousPlans.length > 0 &&
        INCLUDES.test(query.text) &&
        / (it|that|this|them|they|plan|one|each) /.test(query.text) &&
        !/ isa /.test(query.text),
      answer: ({ previousPlans }) =>
        previousPlans.length === 1
          ? compose.planSummary(previousPlans[0]!)
          : `Here's what each plan includes:\n\n${compose.comparisonTable(previousPlans)}`,
    },
    {
      id: 'price',
      words:
        'price cost fee charge pay payment expensive cheap afford budget subscription billing quote money spend plan tier package',
      forms: [[/ how much (is|does|do|will|would|could|are|for|per|to) /, STRONG]],
      cues: [
        [/ (what|which) (plans|pricing plans|packages|tiers|plan options|subscriptions) /, STRONG],
        [/ how much (does|do|would|will) (it|this|that) take /, VETO],
        [/ how much (is it|does it cost|do you charge|would it cost|will it cost|does isa cost|is isa)( |$)/, STRONG],
        [/ (what|whats) (are )?(the|your) (plans|prices|pricing|plan options|rates) /, STRONG],
        [
          / how much (time|faster|quicker|sooner|longer|shorter|less|more|better|data|effort|work|notice|of|screening|throughput|volume) /,
          VETO,
        ],
        // What slowness costs ('what does slow screening cost?') is lost candidates, not a price (what it costs in
        // candidates is read so in the phrases).
        [/ (slow|slower|slowness|delay|delays|delayed|waiting)( \w+)? (cost|costs) /, VETO],
        // The booth's kiosk, rented or used, has no price on the site: no plan answers it.
        [/ kioskrental | (use|using) (the|a|your) (kiosk|terminal|touchscreen) /, VETO],
      ],
      // A named plan is answered by the plan intent, with that plan's price.
      applies: ({ query }) => query.plans.length === 0 && query.pagePlans.length === 0,
      answer: ({ previousPlans, isFollowUp, query }) => {
        if (isFollowUp && previousPlans.length === 1 && / (it|that|this|one) /.test(query.text)) {
          return compose.planSummary(previousPlans[0]!);
        }
        return compose.pricingOverview();
      },
    },
    {
      id: 'human',
      words: 'decision decide',
      cues: [
        // Replacing people asks who decides; replacing a tool or a stack ('our marketing stack') does not.
        [
          / (replace|replaces|replacing) ((our|my|the|your) )?(recruiters|recruiter|recruiting team|hiring team|team|hr|humans|people|staff|interviewers)\b| human review|hiring decision|who decides|final decision|make the decision|final say/,
          STRONG,
        ],
        // Rejecting on its own, or a person signing off (not a boss signing off a purchase), asks who decides.
        [
          / (reject|rejects|rejecting|decide|decides|drop|drops|cut|cuts) (\w+ ){0,2}(alone|by itself|automatically)| (someone|somebody|a person|a human|anyone|people|recruiters?|we) (sign|signs|have to sign|must sign) off /,
          STRONG,
        ],
      ],
      answer: () => compose.topic('People stay in charge:', /human|people review|your team does|decision/i, '', 2),
    },
    {
      // Someone who wants their own data deleted, corrected or sent to them asks how to make the request.
      id: 'data-request',
      cues: [
        [
          / (i|and|id) (want|would like|d like|like|need|wish)( \w+){0,2} (my|me|personal)( \w+){0,3} (deleted|wiped|erased|removed|corrected|delete|erase|wipe|remove)( |$)| (how (do|can|could) (i|we)|i want to|i d like to|please) (delete|erase|wipe|remove|correct|access|get access to|get a copy of|download) (my|our|all my|all of my|all our) (data|information|details|profile|answers) /,
          STRONG,
        ],
        // So does asking how to have it done ('how can we get our details erased?'), or whether one may ('can I have
        // it wiped?': an 'I' is a candidate, and 'it' their data when the talk is of it).
        [
          / (how (do|can|could) (i|we)|(can|could|may) i) (get|have) ((my|our|all my|all of my|all our) (data|information|details|profile|answers)|it|them) (deleted|erased|wiped|removed|corrected) /,
          STRONG,
        ],
        // Or asks the site to do it ('could you erase my details?').
        [
          / (can|could|will|would) (you|u|isa) (please )?(delete|erase|wipe|remove) (my|all my|all of my) (data|information|details|profile|answers|transcript) /,
          STRONG,
        ],
      ],
      answer: () => compose.pageTopic('You can ask for that:', /privacy request form/i, '', 2),
    },
    {
      id: 'security',
      words: `security secure privacy encryption ${PRIVACY_LAWS.join(' ')}`,
      answer: ({ query }) => {
        const topic = compose.topic(
          'On data and privacy:',
          /retention|consent|privacy|secur|gdpr|encrypt|TLS/i,
          `For privacy questions you can also write to ${link(kb.contact.privacyEmail, `mailto:${kb.contact.privacyEmail}`)}.`,
        );
        // A law the site never names ('GDPR?') is said to be unknown by name: the site claims no compliance with it.
        const unnamed = lawsSiteNeverNames.filter((law) => query.text.includes(` ${law} `));
        return topic && unnamed.length > 0
          ? `${compose.notKnown(unnamed.map((law) => law.toUpperCase()))}\n\n${topic}`
          : topic;
      },
    },
    {
      id: 'languages',
      words:
        'language multilingual spanish french german portuguese arabic chinese hindi translate translation localized',
      // Interviewing in one's own or first language asks which languages ISA speaks.
      cues: [
        [
          / (non english|english only|other languages|which languages|how many languages|(in|into) (their|your|my|our|his|her) (own|first|native|mother) (language|languages|tongue)) /,
          STRONG,
        ],
        // Applicants who speak many languages ask which ones the interview handles.
        [/ (different|multiple|several|various|many|mixed|lots of|loads of) languages /, SUPPORT],
      ],
      answer: () => compose.topic('ISA interviews candidates in many languages:', /language/i),
    },
    {
      id: 'voice',
      words: 'voice audio',
      cues: [
        [
          / (phone call|phone calls|phone interview|phone interviews|speak to candidates|talk to candidates|call candidates|voice interview) /,
          STRONG,
        ],
        // Booking a call is a question about scheduling, not about interviewing by voice.
        [/ (book|booking|books|booked|schedule|scheduling|slot|slots|calendar|back and forth) /, VETO],
        // How it talks to candidates ('in stiff language', 'like a real interviewer') asks about its manner.
        [/ (talk|talks|speak|speaks) (to|with) (candidates|applicants|people) (in|like|as) /, VETO],
      ],
      answer: () => compose.topic('About voice:', /voice/i, '', 2),
    },
    {
      id: 'ats',
      words: 'ats integration integrate connect',
      cues: [[WHICH_ATS, STRONG]],
      prior: (context) => (asksWhichOfTheAts(context) ? STRONG + SUPPORT : 0),
      // The site counts its live ATS integrations but names none: asked which one, the answer says so first.
      answer: (context) => {
        const topic = compose.topic('On ATS integration:', /\bATS\b|integration/i, `${demo} to check your ATS.`);
        return topic && (WHICH_ATS.test(context.query.text) || asksWhichOfTheAts(context))
          ? `I don't have information on the ATS products by name.\n\n${topic}`
          : topic;
      },
    },
    {
      id: 'speed',
      words: 'fast quick speed turnaround shortlist soon fill',
      cues: [[/ how (fast|quick|quickly|long|soon) .*(shortlist|results|candidates ranked)/, SUPPORT]],
      answer: () => {
        const shortlist = compose.topic('On speed:', /24 hours|shortlist|14-day/i, '', 2);
        const fill = compose.facts(/time-to-fill/i, 1).map((f) => `- ${f}`);
        return shortlist ? [shortlist, ...fill].join('\n') : null;
      },
    },
    {
      id: 'availability',
      words: 'weekend night evening holiday anytime 24/7',
      cues: [
        [/ (time zones?|always on|any time|day or night) /, SUPPORT],
        // In their free or spare time is whenever suits them.
        [/ (in|on) (their|your|my|our|his|her) (free|spare) time /, SUPPORT],
      ],
      answer: () => compose.topic('ISA is always on:', /24\/7|around the clock|nights|weekends|time zone/i),
    },
    {
      id: 'bias',
      words: 'bias biased unbiased fair fairness discrimination discriminate ethical ethics diversity dei inclusive',
      cues: [[/ (adverse impact|eeoc|equal opportunity) /, SUPPORT]],
      answer: () =>
        compose.topic(
          'Fairness is built into how ISA works:',
          /fair|bias|rubric|human review|consistent|oversight/i,
          compose.pageLink(/bias/i),
        ),
    },
    {
      id: 'analytics',
      words: 'analytics metric reporting dashboard kpi insight',
      answer: () =>
        compose.topic(
          'On analytics and reporting:',
          /analytic|metric|report|dashboard|completion|drop-off/i,
          compose.pageLink(/analytics/i),
          4,
        ),
    },
    {
      id: 'scoring',
      words: 'scoring score rank ranking rubric evaluate evaluation assess assessment grade grading scorecard',
      answer: ({ query }) => compose.topic('How ISA scores candidates:', /scor|rank|rubric/i, '', 3, query.groups),
    },
    {
      id: 'scheduling',
      words: 'schedule scheduling calendar reminder invite invitation',
      answer: () =>
        compose.topic('On scheduling:', /schedul|remind|calendar|trigger|pause/i, compose.pageLink(/scheduling/i)),
    },
    {
      id: 'candidate-experience',
      words: 'experience rating',
      cues: [[/ (candidate experience|experience for candidates|candidates like|candidates feel) /, STRONG]],
      // What candidates like or put up with is read as their rating (see phrases): of ISA, unless a rival is named.
      prior: ({ query }) =>
        query.competitors.length === 0 && / (candidates|applicants|people|they) rating /.test(query.text) ? STRONG : 0,
      // What candidates go through and how they rate it; not every fact that merely names candidates (consent, data).
      answer: () => compose.topic('On the candidate experience:', /4\.8|mobile|any device|pause|candidates accept/i),
    },
    {
      id: 'devices',
      words: 'mobile smartphone device devices tablet',
      // 'Can candidates interview on their phone?': 'phone' alone is no cue, since phone screens are another topic.
      cues: [
        [
          / (candidates?|applicants?|people|they|i|we|someone|students) (\w+ ){1,5}(on|from|with|using) (a|their|my|his|her|your|an|any)( \w+)? (phone|phones|mobile|mobiles|smartphone|tablet|laptop|ipad|iphone|android|device|another device) /,
          STRONG,
        ],
      ],
      answer: ({ query }) => {
        const any = compose.topic('Candidates interview on any device:', /any device|phone or computer/i);
        // Moving to another device mid-interview: where the interview screen says it can continue; at the booth,
        // the kiosk's hand-off to the visitor's own phone.
        const moving = AT_BOOTH.test(query.text)
          ? compose.pageTopic('', /own phone/i, '', 1)
          : / (another|a different|other) (device|phone|laptop|computer) /.test(query.text)
            ? compose.pageTopic('', /another device/i, '', 1)
            : null;
        return [any, moving].filter(Boolean).join('\n\n') || null;
      },
    },
    {
      id: 'chatbot',
      words: 'chatbot bot',
      cues: [[/ (just a chat|basic chat|replace recruiters|replace (our|my) (team|recruiters)) /, STRONG]],
      answer: () => compose.topic('ISA is more than a chatbot:', /chatbot|human|adapt|follow-up/i),
    },
    {
      id: 'results',
      words: 'roi results outcome benefit savings efficiency throughput productivity',
      cues: [
        [/ (why isa|why should|what do (we|i) get out|worth it|time saved|save time) /, SUPPORT],
        // A saving on annual billing or a discount is money off the price, not what ISA saves a team.
        [/ (annual|annually|billed|billing|discount|discounts) /, VETO],
      ],
      // Results for candidates ('and for candidates?') are the experience they rate; candidates said of only in
      // the scene ('how many more candidates could we get through?' asked by a boss) ask for the team's results.
      answer: ({ query }) =>
        / (candidate|candidates|applicant|applicants) /.test(query.askedText ?? query.text)
          ? compose.topic('What ISA gives candidates, and teams:', /4\.8\/5|24 hours|75%/i, '', 3)
          : compose.topic('What teams get from ISA:', /75%|4x|time-to-fill|throughput|saved|save|24 hours/i, '', 4),
    },
    {
      id: 'features',
      words: 'feature capability functionality',
      cues: [
        [/ what can (it|isa|you) do( for (me|us))? $/, STRONG],
        [/ (main|key) features /, STRONG],
      ],
      answer: () =>
        `ISA's main features:\n\n${kb.product.features.map((f) => `- **${f.title}:** ${f.description}`).join('\n')}\n\n${demo} to see them on your roles.`,
    },
    {
      id: 'name',
      words: 'acronym abbreviation',
      cues: [
        [
          // The letters of the name, or the name itself, said to be short for something ('what are the letters in
          // the name short for?') ask the same.
          / (isa|it|the (\w+ )?(letters|initials|name))( in (the|your|its) name)? (stands? for|((is|are) )?short for) | isa (mean|means) | (acronym|abbreviation) /,
          STRONG,
        ],
      ],
      answer: () => `The name is **${kb.product.name}**. ${kb.product.description}`,
    },
    {
      id: 'about',
      words: 'overview explain',
      cues: [
        [
          /^ ((ok|okay|and) )?(so )?(what is isa|who are you|what are you|what is this|how does (it|isa) work|how it works|how do you work|tell me about isa|what do you do|what does (it|isa) do)( and how does it work)? $| ((who is|whos|who s) (it|isa|this) ((built|made|meant|designed) )?for|who should use|who uses|for who|for whom|target (customers|audience|market)|is (it|isa) for me|basic idea|in a nutshell|elevator pitch|(what|which) problems? (do|does) (you|isa|it) solve|the basics|tell me about isa|what is isa and|(isa|it) (is )?built for|built for (who|whom)|(what|which) (kinds?|types?|sorts?) of (\w+ )?(companies|organisations|organizations|businesses|teams|employers|customers|clients|firms)) /,
          STRONG,
        ],
      ],
      // 'What does it do?' after a question about something else (an add-on, a policy) asks about that.
      applies: ({ leansBack, query }) => !leansBack || / isa /.test(query.text),
      answer: () =>
        `${kb.product.description}\n\n${kb.product.audience}\n\n${kb.product.features
          .slice(0, 4)
          .map((f) => `- **${f.title}:** ${f.description}`)
          .join('\n')}\n\nWhat roles are you hiring for? I can suggest the right plan.`,
    },
    {
      id: 'hiring-goals',
      cues: [
        [
          / (we re hiring|were hiring|we are hiring|im hiring|i am hiring|were recruiting|we are recruiting|hiring [0-9]+|need [0-9]+(?! (days?|weeks?|months?|years?|hours?|minutes?|mb|gb|percent) )|looking to hire|need to hire|want to hire|hiring for|our hiring (needs|goals|plans|volume)|hiring goals|several roles|multiple roles|many roles|one role|single role|recruiting for) /,
          STRONG,
        ],
      ],
      // Who the buyer is asks for a plan, unless a question of its own follows ('We are an agency. Could clients
      // see our logo?': it only sets the scene of that question).
      prior: ({ query }) => (!query.sceneApart && BUYER_IS.test(query.text) ? STRONG : 0),
      answer: ({ query }) => compose.recommendation(query.text),
    },
  ];
  return intents.map((intent) => ({
    ...intent,
    stems: new Set((intent.words ?? '').split(' ').filter(Boolean).map(stem)),
  }));
}

/** Who the buyer is ('we are a startup', 'I am an agency'). */
const BUYER_IS = / (we are|were|we re|im|i am) (a |an )?(startup|agency|recruitment agency|staffing|small|enterprise)/;

/** A question asked at the conference booth ('at the expo stand', 'on your kiosk'). */
const AT_BOOTH = / (booth|kiosk|terminal|touchscreen|expo|(the|your|that|this) stand) /;

/** Asking which ATS ISA works with ('which ATS is the live one?', 'what ATS do you connect to?'). */
const WHICH_ATS = / (which|what) (ats|atss)( systems?| vendors?| platforms?)? (is|are|s|do|does|can|will|did) /;

/**
 * 'Which one?' right after the ATS answer ('one ATS integration is live') asks which ATS that is, not which plan
 * includes the integration.
 */
function asksWhichOfTheAts({ query, isFollowUp, previousIntent }: Context): boolean {
  return isFollowUp && previousIntent === 'ats' && /^ (which|what) (one|ones|is it|are they) $/.test(query.text);
}

/** Asking for a number to ring the team on. */
const PHONE_CONTACT =
  / ((what|which|your|a|any) (phone|telephone) (number|line)|(call|ring|phone) (you|sales|the team|your team|someone|support)|number ((can|do|should|could) (i|we)|(i|we) (can|could|should)) (call|ring)|call (\w+ )?to (talk|speak)) /;

/** A question asking why, or what is wrong with, a way of doing things ('why is paying per interview bad?'). */
const WEIGHS_A_MODEL = / (why|how come|bad|worse|wrong|problem|problems|weakness|watch for) /;

/** A question that points back to what was said before. */
const POINTS_BACK = / (it|that|this|too|also|as well) /;

export const PRICE =
  / (price|prices|pricing|cost|costs|costing|how much|fee|fees|charge|charges|pay|paying|payment|expensive|cheap|budget|quote|subscription|billing|afford|affordable) /;
const CHEAPER =
  / (cheaper|cheapest|cheap one|less expensive|lower (price|cost|tier|plan)|lowest (price|cost)|least expensive|basic (plan|tier|package|option|version|one)|entry (level|plan|tier)|starter (plan|tier|package)|smaller (plan|one|package)|budget (one|plan|option)) /;
/** 'Cheaper to fix', 'less expensive to change': a course of action weighed, not a plan. */
const CHEAPER_COURSE =
  / (cheaper|less expensive|more expensive|costlier) to (fix|solve|correct|change|address|handle|repair|sort|tackle|adjust|rewrite|improve|train) /;
const PRICIER =
  / (more expensive|most expensive|pricier|premium one|higher (tier|plan|price)|bigger (plan|one|package)|advanced one|popular one|most popular|popular plan|best one) /;
const INCLUDES =
  / (include|includes|included|including|feature|features|come with|comes with|get with|get for|offer|offers|contain|contains|in it|whats in|what is in|what do i get|what do you get|benefits) /;
