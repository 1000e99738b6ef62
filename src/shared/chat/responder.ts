import type { ChatPlan, FaqItem } from '../../content/types';
import { Bm25Index, type Chunk } from './bm25';
import { knowledgeChunks, sentences } from './chunks';
import type { KnowledgeBase } from './knowledge';
import { formatPrice, link, markdownTable } from './markdown';
import type { ChatMessage } from './schema';
import { normalize, SpellingCorrector, STOPWORDS, stem, tokens } from './text';

/** A question and the conversation so far (the history may end with the question itself). */
export interface ResponderInput {
  question: string;
  history?: ChatMessage[];
}

/** Answers a buyer's question from the knowledge base alone, synchronously and without network. */
export type LocalResponder = (input: ResponderInput) => string;

type Competitor = KnowledgeBase['competitor_comparisons']['competitors'][number];

/** What a question is about once spelling is fixed: its words, the plans and competitors it names. */
interface Analysis {
  /** Corrected, normalized text padded with spaces, so patterns can use ' word ' boundaries. */
  text: string;
  terms: string[];
  plans: ChatPlan[];
  competitors: Competitor[];
  intent?: string;
}

interface Context {
  question: Analysis;
  /** The plans the conversation was last about (one, or several when the last answer covered them all). */
  previousPlans: ChatPlan[];
  previousCompetitor?: Competitor;
  previousIntent?: string;
  isFollowUp: boolean;
}

interface Intent {
  id: string;
  matches: (a: Analysis) => boolean;
  answer: (c: Context) => string | null;
}

// Words the intents look for; they join the vocabulary so the spelling corrector can reach them.
const INTENT_WORDS = (
  'price prices pricing cost costs costing much fee fees charge charges pay paying payment expensive cheap cheaper ' +
  'cheapest costly affordable budget plan plans package packages tier tiers subscription billing quote compare ' +
  'comparison difference differences differ versus between better include includes included including feature ' +
  'features offer offers come comes contain setup hidden upfront interview interviews candidate candidates ' +
  'applicant applicants unlimited limit limits cap caps linkedin addon addons extra extras posting language ' +
  'languages multilingual spanish french german voice phone audio speak call calls integration integrations ' +
  'integrate integrates tracking system workday greenhouse lever export fast quickly quick speed long shortlist ' +
  'shortlists turnaround available availability weekend weekends night nights clock bias biased fair fairness ' +
  'discrimination diversity ethical analytics metrics metric reporting reports dashboard dashboards demo demos ' +
  'book booking schedule scheduling meeting contact email reach touch support hello hi hey thanks thank cheers ' +
  'goodbye bye trial free started start signup sign recommend recommended suggest suitable choose pick ' +
  'startup startups agency agencies enterprise enterprises volume custom competitor competitors alternative ' +
  'alternatives security secure privacy gdpr data retention consent compliance scoring score scores rank ranking ' +
  'rubric rubrics chatbot human review work works working features capabilities popular premium basic ' +
  'hiring hire hires recruit recruiting recruiter recruiters jobs role roles position positions several multiple ' +
  'single other instructions ignore previous prompt pretend weather joke recipe football soccer politics ' +
  'president election movie song poem bitcoin crypto stock stocks homework capital france'
).split(' ');

// Questions clearly outside hiring and ISA, recognised even when they share a word with the knowledge base.
const OFF_TOPIC =
  / (weather|forecast|joke|jokes|recipe|recipes|cook|cooking|football|soccer|basketball|sport|sports|politic|politics|election|president|prime minister|movie|movies|film|song|songs|music|poem|poetry|bitcoin|crypto|stock|stocks|horoscope|homework|capital of|meaning of life|girlfriend|boyfriend|dating|translate this|write (me )?(a |an |some )?(code|essay|story|poem|program|script)|python|javascript|math|calculate) /;
// Words that show a question is about hiring or ISA after all (then it is never off-topic).
const DOMAIN =
  / (isa|interview|interviews|interviewing|hire|hiring|candidate|candidates|applicant|applicants|recruit|recruiting|recruiter|recruiters|job|jobs|role|roles|plan|plans|price|pricing|ats|shortlist|demo) /;
const INJECTION =
  /(ignore|disregard|forget|override|bypass) (all |any |the |your |my )?(previous |prior |above |earlier |former |system |original )?(instruction|instructions|prompt|prompts|rules|context|guidelines|everything)|system prompt|you are now|from now on|pretend (to be|you|that)|act as|roleplay|role play|jailbreak|developer mode|dan mode|new instructions|repeat after me|say (that|the price is)|tell everyone|confirm that/;
const HOSTILE =
  / (stupid|idiot|idiots|dumb|useless|suck|sucks|hate|garbage|trash|rubbish|crap|scam|scammers|fraud|worst|terrible|awful|shut up|pathetic|liar|liars|damn|fuck|fucking|shit|bullshit) /;

const PRICE =
  / (price|prices|pricing|cost|costs|costing|how much|fee|fees|charge|charges|pay|paying|payment|expensive|cheap|budget|quote|subscription|billing|afford|affordable|plan|plans|package|packages|tier|tiers) /;
const CHEAPER =
  / (cheaper|cheapest|cheap one|less expensive|lower (price|cost|tier|plan)|lowest|least expensive|basic|entry|starter|smaller|budget (one|plan|option)) /;
const PRICIER =
  / (more expensive|most expensive|pricier|premium|higher (tier|plan|price)|bigger|biggest|top (tier|plan)|advanced one|popular|most popular|best one) /;
const INCLUDES =
  / (include|includes|included|including|feature|features|come with|comes with|get with|get for|offer|offers|contain|contains|in it|whats in|what is in|what do i get|what do you get|benefits) /;
const COMPARE =
  / (compare|comparison|difference|differences|differ|versus|vs|between|better|which one|side by side|table) /;
const FOLLOW_UP =
  /^ (and|what about|how about|and what about|also|same for|what of|plus|ok and|okay and|so) | (it|that|this|them|those|one|other) $| (the other|that one|this one|the same) /;

// Words every kind of question uses; they say little about which question it is.
const QUESTION_WORDS = new Set(
  ['long', 'take', 'fast', 'quick', 'work', 'use', 'make', 'help', 'offer', 'support', 'best', 'good', 'way'].map(stem),
);

/** True when two normalized sentences share most of their words (the same fact worded twice). */
function similar(a: string, b: string): boolean {
  const wa = new Set(a.split(' '));
  const wb = new Set(b.split(' '));
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return shared / Math.min(wa.size, wb.size) > 0.7;
}

/** Builds a responder over a knowledge base; the index is built once here, each answer takes microseconds. */
export function createLocalResponder(kb: KnowledgeBase): LocalResponder {
  const chunks = knowledgeChunks(kb);
  const index = new Bm25Index(chunks);
  const plans = kb.pricing.plans;
  const competitors = kb.competitor_comparisons.competitors;
  const demo = link('Book a demo', kb.actions.scheduleDemoLink);

  const vocabulary = new Map<string, number>();
  const addWords = (text: string, weight = 1) => {
    for (const w of normalize(text).split(' ')) {
      if (w.length > 2 && !/[0-9]/.test(w)) vocabulary.set(w, (vocabulary.get(w) ?? 0) + weight);
    }
  };
  for (const chunk of chunks) addWords(`${chunk.title} ${chunk.text}`);
  for (const w of INTENT_WORDS) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 100);
  for (const c of competitors) addWords(c.name, 100);
  for (const p of plans) addWords(p.name, 100);
  const corrector = new SpellingCorrector(vocabulary);

  // Words of each plan name that identify it on their own ('assistant', 'pro'), not generic ones.
  const GENERIC_NAME_WORDS = new Set(['recruiter', 'business', 'team', 'plan', 'job', 'hiring', 'the']);
  const planKeys = plans.map((plan) => {
    const nameWords = normalize(plan.name).split(' ');
    const others = plans.filter((p) => p !== plan).flatMap((p) => normalize(p.name).split(' '));
    return {
      plan,
      full: ` ${normalize(plan.name)} `,
      words: nameWords.filter((w) => !others.includes(w) && !GENERIC_NAME_WORDS.has(w)),
    };
  });

  // 'Team Pro' or 'Recruiter Pro' is not 'Business Pro': a name word counts only after no other qualifier.
  const QUALIFIERS = ['team', 'recruiter', 'enterprise', 'standard', 'business'];
  function namesWord(text: string, word: string, ownName: string): boolean {
    for (const match of text.matchAll(new RegExp(`(\\S+) ${word} `, 'g'))) {
      const before = match[1]!;
      if (!QUALIFIERS.includes(before) || ownName.includes(` ${before} `)) return true;
    }
    return text.startsWith(` ${word} `);
  }

  function plansIn(text: string): ChatPlan[] {
    return planKeys
      .filter((k) => text.includes(k.full) || k.words.some((w) => namesWord(text, w, k.full)))
      .map((k) => k.plan);
  }

  function competitorsIn(text: string): Competitor[] {
    return competitors.filter((c) =>
      normalize(c.name)
        .split(' ')
        .filter((w) => w.length > 2)
        .some((w) => text.includes(` ${w} `)),
    );
  }

  function analyse(question: string): Analysis {
    const corrected = normalize(question)
      .split(' ')
      .filter(Boolean)
      .map((w) => (STOPWORDS.has(w) ? w : corrector.correct(w)));
    const text = ` ${corrected.join(' ')} `;
    const analysis: Analysis = {
      text,
      terms: corrected.filter((w) => !STOPWORDS.has(w)).map(stem),
      plans: plansIn(text),
      competitors: competitorsIn(text),
    };
    analysis.intent = intents.find((intent) => intent.matches(analysis))?.id;
    return analysis;
  }

  // ---- facts quoted from the knowledge base ----

  const faqs: FaqItem[] = [
    ...kb.faq,
    ...kb.blog.articles.flatMap((a) => a.faq ?? []),
    ...competitors.flatMap((c) => c.faq),
  ];
  const factSentences: string[] = [
    ...[...kb.product.features, ...kb.product.highlights, ...kb.product.how_it_works].map(
      (f) => `**${f.title}:** ${f.description}`,
    ),
    ...sentences(kb.product.description),
    ...sentences(kb.product.audience),
    ...kb.pricing.introduction,
    ...kb.blog.articles.flatMap((a) => a.key_topics.map((t) => `**${t.topic}:** ${t.details}`)),
    ...kb.faq.flatMap((f) => sentences(f.answer)),
  ];

  /** Up to `max` knowledge-base statements about a topic: matching FAQ answers first, then sentences. */
  function facts(pattern: RegExp, max = 3): string[] {
    const found: string[] = [];
    const seen = new Set<string>();
    const push = (s: string) => {
      const key = normalize(s);
      if (found.length >= max || seen.has(key) || [...seen].some((k) => k.includes(key) || similar(k, key))) return;
      seen.add(key);
      found.push(s);
    };
    for (const f of faqs) if (pattern.test(f.question) && pattern.test(f.answer)) push(`**${f.question}** ${f.answer}`);
    for (const s of factSentences) if (pattern.test(s)) push(s);
    return found;
  }

  const faqIndex = faqs.map((item) => ({ item, terms: new Set(tokens(item.question)) }));

  /** The FAQ whose question says nearly what the visitor asked, if any (shared words weighed by rarity). */
  function matchingFaq(a: Analysis): FaqItem | undefined {
    const asked = [...new Set(a.terms.filter((t) => t !== 'isa'))];
    if (asked.length < 2) return undefined;
    // A word the knowledge base never uses is as telling as its rarest word.
    const weight = (t: string) => (QUESTION_WORDS.has(t) ? 0.3 : index.idf(t) || 4);
    const askedWeight = asked.reduce((sum, t) => sum + weight(t), 0);
    let best: { item: FaqItem; score: number } | undefined;
    for (const { item, terms } of faqIndex) {
      const own = [...terms].filter((t) => t !== 'isa');
      const shared = own.filter((t) => asked.includes(t));
      if (shared.length < 2) continue;
      const sharedWeight = shared.reduce((sum, t) => sum + weight(t), 0);
      const ownWeight = own.reduce((sum, t) => sum + weight(t), 0);
      const score = Math.min(sharedWeight / askedWeight, sharedWeight / ownWeight);
      if (score >= 0.6 && (!best || score > best.score)) best = { item, score };
    }
    return best?.item;
  }

  function topicAnswer(lead: string, pattern: RegExp, extra = '', max = 3): string | null {
    const found = facts(pattern, max);
    if (found.length === 0) return null;
    return [lead, found.map((f) => `- ${f}`).join('\n'), extra].filter(Boolean).join('\n\n');
  }

  function pageLink(pattern: RegExp): string {
    const page = kb.pages.find((p) => pattern.test(p.url) || pattern.test(p.title));
    return page ? `More on ${link(page.title, page.url)}.` : '';
  }

  // ---- pricing answers ----

  const priceOf = (plan: ChatPlan) => formatPrice(plan.price, plan.period);
  const byPrice = [...plans].sort((a, b) => a.price - b.price);
  const cheapest = byPrice[0];
  const priciest = byPrice[byPrice.length - 1];
  const popular = plans.find((p) => p.isPopular) ?? priciest;
  const introLine = (pattern: RegExp) => kb.pricing.introduction.find((line) => pattern.test(line));

  function planSummary(plan: ChatPlan): string {
    return [
      `**${plan.name}** is **${priceOf(plan)}**${plan.isPopular ? ' (our most popular plan)' : ''}. ${plan.description}`,
      `It includes:\n${plan.features.map((f) => `- ${f}`).join('\n')}`,
    ].join('\n\n');
  }

  function comparisonTable(list: ChatPlan[] = plans): string {
    const features: string[] = [];
    for (const plan of list) for (const f of plan.features) if (!features.includes(f)) features.push(f);
    return markdownTable(
      ['', ...list.map((p) => (p.isPopular ? `${p.name} (popular)` : p.name))],
      [
        ['Price', ...list.map(priceOf)],
        ['Best for', ...list.map((p) => p.description)],
        ...features.map((f) => [f, ...list.map((p) => (p.features.includes(f) ? '✓' : '—'))]),
      ],
    );
  }

  function addOnLines(): string {
    return kb.pricing.addOns.map((a) => `- **${a.name}**: ${formatPrice(a.price)}. ${a.description}`).join('\n');
  }

  function pricingOverview(): string {
    const parts = [
      kb.pricing.introduction.join(' '),
      comparisonTable(),
      kb.pricing.addOns.length ? `Optional add-on:\n${addOnLines()}` : '',
      `Want a walkthrough for your roles? ${demo}, or ${link('get started', kb.actions.getStartedLink)} now.`,
    ];
    return parts.filter(Boolean).join('\n\n');
  }

  function otherPlan(previous: ChatPlan[]): ChatPlan[] {
    const rest = plans.filter((p) => !previous.includes(p));
    return rest.length ? rest : plans;
  }

  function recommendation(text: string): string {
    const singlePlan = plans.find((p) => p.features.some((f) => /single/i.test(f))) ?? cheapest;
    const multiPlan = plans.find((p) => p.features.some((f) => /multi/i.test(f))) ?? priciest;
    const single = / (one|single|a|first) (role|job|position|opening|hire)| startup| small /.test(text);
    const multi = / (several|multiple|many|lots of|various) | agency| agencies| volume| enterprise| ats | team /.test(
      text,
    );
    const fit = (plan: ChatPlan | undefined, why: string) =>
      plan ? `For ${why}, **${plan.name}** (${priceOf(plan)}) fits best: ${plan.features.join(', ')}.` : '';
    const lines: string[] = [];
    if (single && !multi) lines.push(fit(singlePlan, 'a single role'));
    else if (multi && !single) lines.push(fit(multiPlan, 'hiring across several roles'));
    else {
      lines.push(fit(singlePlan, 'a single role'));
      if (multiPlan !== singlePlan) lines.push(fit(multiPlan, 'several roles at once, or with your ATS connected'));
      lines.push('How many roles are you hiring for right now?');
    }
    const noFees = introLine(/per-interview|setup/i);
    if (noFees) lines.push(noFees);
    lines.push(`Happy to tailor this to your roles: ${demo}.`);
    return lines.filter(Boolean).join('\n\n');
  }

  // ---- intents, in order of precedence ----

  const has = (pattern: RegExp) => (a: Analysis) => pattern.test(a.text);
  const intents: Intent[] = [
    {
      id: 'greeting',
      matches: (a) =>
        /^ (hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo|hola)( there| isa| team)? $/.test(
          a.text,
        ),
      answer: () =>
        `Hello! I'm ISA, your AI hiring assistant. I can help with features, pricing, integrations and how ISA interviews candidates. What roles are you hiring for?`,
    },
    {
      id: 'thanks',
      matches: (a) =>
        / (thanks|thank you|thank|thx|cheers|appreciate it|appreciated|great thanks|perfect|awesome|got it) /.test(
          a.text,
        ) && a.text.trim().split(' ').length <= 6,
      answer: () =>
        `You're welcome! If you'd like to see ISA with your own roles, ${demo}. Anything else I can help with?`,
    },
    {
      id: 'bye',
      matches: (a) => /^ (bye|goodbye|see you|see ya|thats all|that is all|no thanks)( for now)? $/.test(a.text),
      answer: () => `Thanks for stopping by! Whenever you're ready, ${demo}.`,
    },
    {
      id: 'demo',
      matches: has(
        / (demo|demos|demonstration|walkthrough|walk through|book (a )?(call|meeting|time)|schedule (a )?(call|meeting|chat)|see (it|isa) (in action|live)|talk to (sales|someone|a human|a person|the team)|speak (to|with) (sales|someone|a human|a person)) /,
      ),
      answer: () => `${kb.actions.demoInfo}\n\n${demo} to pick a time that suits you.`,
    },
    {
      id: 'contact',
      matches: has(
        / (contact|contacts|email|e mail|mail|reach you|reach out|get in touch|phone number|support team|customer support|address) /,
      ),
      answer: () =>
        `You can reach the team at ${link(kb.contact.email, `mailto:${kb.contact.email}`)}. If you'd rather talk it through live, ${demo}.`,
    },
    {
      id: 'trial',
      matches: has(/ (free trial|trial|try (it|isa) (for free|free)|for free|free version|free plan|freemium) /),
      answer: () =>
        `I don't have details of a free trial. The quickest way to try ISA is to ${link('get started', kb.actions.getStartedLink)} with a job, or ${demo} and see it run on your own roles.\n\n${pricingOverview()}`,
    },
    {
      id: 'get-started',
      matches: has(
        / (get started|getting started|sign up|signup|register|create (an )?account|start using|how do i start|how to start|onboard|buy|purchase|subscribe) /,
      ),
      answer: () =>
        `You can ${link('get started', kb.actions.getStartedLink)} right away: import a job and ISA starts interviewing applicants. Prefer a guided tour first? ${demo}.`,
    },
    {
      id: 'competitor',
      matches: (a) =>
        a.competitors.length > 0 ||
        / (competitor|competitors|alternative|alternatives|other (tools|vendors|platforms|providers)|compared to other|better than other|how to choose|choosing an ai) /.test(
          a.text,
        ),
      answer: ({ question }) => {
        const named = question.competitors[0];
        if (!named) {
          const cc = kb.competitor_comparisons;
          const list = cc.competitors
            .map((c) => `- **${c.name}** (${c.category}): ${link(`ISA vs ${c.name}`, c.url)}`)
            .join('\n');
          const choose = cc.how_to_choose_an_ai_interviewer
            .slice(0, 5)
            .map((h) => `- ${h}`)
            .join('\n');
          return [
            cc.summary,
            `Side-by-side comparisons:\n${list}`,
            choose ? `How to choose:\n${choose}` : '',
            `${demo} to see ISA on your roles.`,
          ]
            .filter(Boolean)
            .join('\n\n');
        }
        return competitorAnswer(named);
      },
    },
    {
      id: 'enterprise',
      matches: has(
        / (enterprise|white label|whitelabel|custom (plan|pricing|agent|contract)|volume discount|discount|large (company|organisation|organization|team)|unlimited seats|sla) /,
      ),
      answer: () =>
        `My price list covers these plans:\n\n${comparisonTable()}\n\nFor larger teams, custom requirements or a tailored agreement, the team will work it out with you: ${demo}.`,
    },
    {
      id: 'recommend',
      matches: has(
        / (which plan|what plan|which one should|recommend|recommendation|suggest|best plan|best option|right plan|right for (me|us)|good fit|suits|should (i|we) (choose|pick|get|go with|buy)) /,
      ),
      answer: ({ question }) => recommendation(question.text),
    },
    {
      id: 'addon',
      matches: has(/ (linkedin|add on|addon|addons|add ons|extra|extras|job posting|post (a |my |our )?job|posting) /),
      answer: () =>
        kb.pricing.addOns.length
          ? `Yes, there's an optional add-on:\n\n${addOnLines()}\n\nIt works with any plan. Anything else you'd like to know about pricing?`
          : null,
    },
    {
      id: 'setup-fees',
      matches: has(
        / (set up|setup|onboarding|implementation|hidden|upfront|up front|activation|installation) (fee|fees|cost|costs|charge|charges|price)? |hidden (fee|fees|cost|costs)/,
      ),
      answer: () => {
        const line = introLine(/setup/i) ?? facts(/setup/i, 1)[0];
        return line ? `${line}\n\n${comparisonTable()}` : null;
      },
    },
    {
      id: 'per-interview',
      matches: has(
        / per (interview|candidate|applicant|hire|seat)| each (interview|candidate|applicant)|(interview|interviews|candidate|candidates|applicant|applicants) (limit|limits|cap|caps)|how many (interviews|candidates|applicants)|unlimited|cap |caps |limit |limits |number of (interviews|candidates|applicants)/,
      ),
      answer: () => {
        const line = introLine(/per-interview|caps?/i) ?? facts(/per-interview|no caps/i, 1)[0];
        if (!line) return null;
        const rows = plans.map(
          (p) =>
            `- **${p.name}** (${priceOf(p)}): ${p.features.filter((f) => /interview/i.test(f)).join(', ') || p.features.join(', ')}`,
        );
        return `${line}\n\n${rows.join('\n')}`;
      },
    },
    {
      id: 'compare-plans',
      matches: (a) =>
        COMPARE.test(a.text) &&
        (a.plans.length > 1 || / (plan|plans|tier|tiers|option|options|package|packages) /.test(a.text)),
      answer: () =>
        `Here's how the plans compare:\n\n${comparisonTable()}\n\nNot sure which fits? Tell me how many roles you're hiring for, or ${demo}.`,
    },
    {
      id: 'plan',
      matches: (a) => a.plans.length > 0,
      answer: ({ question }) => {
        const named = question.plans;
        if (named.length > 1) return `Here's how they compare:\n\n${comparisonTable(named)}`;
        const plan = named[0]!;
        if (PRICE.test(question.text) && !INCLUDES.test(question.text)) {
          return `**${plan.name}** is **${priceOf(plan)}**. ${plan.description}\n\nIt includes: ${plan.features.join(', ')}.`;
        }
        return planSummary(plan);
      },
    },
    {
      id: 'cheaper',
      matches: has(CHEAPER),
      answer: ({ previousPlans }) => {
        if (!cheapest) return null;
        const relative =
          previousPlans.length === 1 && previousPlans[0] !== cheapest ? ` than ${previousPlans[0]!.name}` : '';
        return `The lower-priced plan${relative} is **${cheapest.name}**.\n\n${planSummary(cheapest)}`;
      },
    },
    {
      id: 'pricier',
      matches: has(PRICIER),
      answer: () => {
        const plan = popular ?? priciest;
        return plan ? planSummary(plan) : null;
      },
    },
    {
      id: 'includes-context',
      matches: (a) =>
        INCLUDES.test(a.text) && / (it|that|this|them|they|plan|one|each) /.test(a.text) && !/ isa /.test(a.text),
      answer: ({ previousPlans }) => {
        if (previousPlans.length === 1) return planSummary(previousPlans[0]!);
        if (previousPlans.length > 1) return `Here's what each plan includes:\n\n${comparisonTable(previousPlans)}`;
        return null;
      },
    },
    {
      id: 'price',
      matches: has(PRICE),
      answer: ({ previousPlans, isFollowUp, question }) => {
        if (isFollowUp && previousPlans.length === 1 && / (it|that|this|one) /.test(question.text)) {
          return planSummary(previousPlans[0]!);
        }
        return pricingOverview();
      },
    },
    {
      id: 'faq',
      matches: (a) => matchingFaq(a) !== undefined,
      answer: ({ question }) => {
        const item = matchingFaq(question);
        return item ? `**${item.question}**\n\n${item.answer}` : null;
      },
    },
    {
      id: 'human',
      matches: has(
        / (replace|replaces|replacing) (recruiters|recruiter|our|my|the|hr|humans|people)|human review|hiring decision|who decides|final decision|make the decision/,
      ),
      answer: () => topicAnswer('People stay in charge:', /human|people review|your team does|decision/i, '', 2),
    },
    {
      id: 'security',
      matches: has(
        / (security|secure|privacy|private|gdpr|ccpa|data|retention|consent|compliance|compliant|soc|encryption|encrypt|encrypted|delete|deletion|keep|kept|store|stored|storing|transcript|transcripts) /,
      ),
      answer: () =>
        topicAnswer(
          'On data and privacy:',
          /retention|consent|privacy|secur|gdpr|encrypt|TLS/i,
          `For privacy questions you can also write to ${link(kb.contact.privacyEmail, `mailto:${kb.contact.privacyEmail}`)}.`,
        ) ??
        `For security and privacy questions, write to ${link(kb.contact.privacyEmail, `mailto:${kb.contact.privacyEmail}`)} or ${demo}.`,
    },
    {
      id: 'languages',
      matches: has(
        / (language|languages|multilingual|multi lingual|spanish|french|german|portuguese|arabic|chinese|hindi|translate|translation|non english|english only|localized|localised) /,
      ),
      answer: () => topicAnswer('ISA interviews candidates in many languages:', /language/i),
    },
    {
      id: 'voice',
      matches: has(
        / (voice|phone call|phone calls|phone interview|audio|speak to candidates|talk to candidates|call candidates|video interview|video) /,
      ),
      answer: () => topicAnswer('About voice:', /voice/i, '', 2),
    },
    {
      id: 'ats',
      matches: has(
        / (ats|applicant tracking|integration|integrations|integrate|integrates|connect|workday|greenhouse|lever|bamboohr|bamboo|icims|taleo|export|exports|api) /,
      ),
      answer: () => topicAnswer('On ATS integration:', /\bATS\b|integration/i, `${demo} to check your ATS.`),
    },
    {
      id: 'speed',
      matches: has(
        / (how (fast|quick|quickly|long|soon)|speed|fast|faster|quickly|shortlist|shortlists|turnaround|time to (hire|fill|shortlist)|time-to-fill|days) /,
      ),
      answer: () => topicAnswer('On speed:', /24 hours|shortlist|time-to-fill|14-day/i),
    },
    {
      id: 'availability',
      matches: has(
        / (24 7|24\/7|around the clock|nights?|weekends?|time zones?|availability|available|holidays?|always on|downtime|uptime) /,
      ),
      answer: () => topicAnswer('ISA is always on:', /24\/7|around the clock|nights|weekends|time zone/i),
    },
    {
      id: 'bias',
      matches: has(
        / (bias|biased|unbiased|fair|fairness|discrimination|discriminate|discriminatory|ethical|ethics|equal|diversity|dei|inclusive|adverse impact|eeoc) /,
      ),
      answer: () =>
        topicAnswer(
          'Fairness is built into how ISA works:',
          /fair|bias|rubric|human review|consistent|oversight/i,
          pageLink(/bias/i),
        ),
    },
    {
      id: 'analytics',
      matches: has(
        / (analytics|analytic|metrics|metric|reporting|reports|report|dashboard|dashboards|kpi|kpis|insights|measure) /,
      ),
      answer: () =>
        topicAnswer(
          'On analytics and reporting:',
          /analytic|metric|report|dashboard|completion|drop-off/i,
          pageLink(/analytics/i),
          4,
        ),
    },
    {
      id: 'scoring',
      matches: has(
        / (scoring|score|scores|scored|rank|ranking|ranks|ranked|rubric|rubrics|evaluate|evaluation|assess|assessment|grade|grading|scorecard|scorecards) /,
      ),
      answer: () => topicAnswer('How ISA scores candidates:', /scor|rank|rubric/i),
    },
    {
      id: 'scheduling',
      matches: has(
        / (schedule|scheduling|calendar|calendars|reminder|reminders|invite|invites|invitation|pause|resume later) /,
      ),
      answer: () => topicAnswer('On scheduling:', /schedul|remind|calendar|trigger|pause/i, pageLink(/scheduling/i)),
    },
    {
      id: 'candidate-experience',
      matches: has(
        / (candidate experience|experience for candidates|candidates like|candidates feel|rating|rated|mobile|drop off|completion rate) /,
      ),
      answer: () => topicAnswer('On the candidate experience:', /candidate|4\.8|mobile/i),
    },
    {
      id: 'chatbot',
      matches: has(
        / (chatbot|chat bot|bot|just a chat|basic chat|human|humans|replace recruiters|replace (our|my) (team|recruiters)|human review) /,
      ),
      answer: () => topicAnswer('ISA is more than a chatbot:', /chatbot|human|adapt|follow-up/i),
    },
    {
      id: 'results',
      matches: has(
        / (roi|results|outcomes|outcome|benefit|benefits|save time|time saved|saving|savings|efficiency|throughput|productivity|why isa|why should) /,
      ),
      answer: () =>
        topicAnswer('What teams get from ISA:', /75%|4x|time-to-fill|throughput|saved|save|24 hours/i, '', 4),
    },
    {
      id: 'features',
      matches: has(
        / (feature|features|capability|capabilities|functionality|functions|what can (it|isa|you) do|what does isa do) /,
      ),
      answer: () =>
        `ISA's main features:\n\n${kb.product.features.map((f) => `- **${f.title}:** ${f.description}`).join('\n')}\n\n${demo} to see them on your roles.`,
    },
    {
      id: 'about',
      matches: has(
        / (what is isa|who are you|what are you|what is this|how does (it|isa) work|how it works|how do you work|tell me about isa|about isa|explain|overview|what do you do|who is it for|who is isa for|who should use|who uses|for who|for whom|target customers|is it for me|is isa for me) /,
      ),
      answer: () =>
        `${kb.product.description}\n\n${kb.product.audience}\n\n${kb.product.features
          .slice(0, 4)
          .map((f) => `- **${f.title}:** ${f.description}`)
          .join('\n')}\n\nWhat roles are you hiring for? I can suggest the right plan.`,
    },
    {
      id: 'hiring-goals',
      matches: has(
        / (we re hiring|were hiring|we are hiring|im hiring|i am hiring|were recruiting|we are recruiting|hiring [0-9]+|need [0-9]+|looking to hire|need to hire|want to hire|hiring for|we hire|our hiring|hiring goals|startup|startups|agency|agencies|high volume|several roles|multiple roles|many roles|one role|single role|recruiting for|fill (a |the |our )?(role|roles|position|positions)) /,
      ),
      answer: ({ question }) => recommendation(question.text),
    },
  ];

  function competitorAnswer(c: Competitor): string {
    const strengths = c.comparison.strengths
      .slice(0, 4)
      .map((s) => `- ${s}`)
      .join('\n');
    const fits = c.comparison.best_fit
      .slice(0, 3)
      .map((s) => `- ${s}`)
      .join('\n');
    return [
      `**ISA vs ${c.name}** (${c.category})`,
      c.summary,
      strengths ? `Where ISA stands out:\n${strengths}` : '',
      fits ? `Best fit by scenario:\n${fits}` : '',
      `Full comparison: ${link(`ISA vs ${c.name}`, c.url)}. ${demo} to see ISA on your own roles.`,
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  // ---- retrieval fallback and honest answers ----

  function retrieve(a: Analysis): string | null {
    const meaningful = a.terms.filter((t) => index.idf(t) > 0);
    if (meaningful.length === 0) return null;
    const [best] = index.search(meaningful, 1);
    if (!best || best.score < Math.max(2.2, 1.1 * Math.min(meaningful.length, 3))) return null;
    // The passage must cover most of what was asked, not just the product's name.
    const asked = new Set(a.terms.filter((t) => t !== 'isa'));
    const covered = best.matched.filter((t) => asked.has(t)).length;
    if (asked.size > 0 && covered / asked.size < 0.6) return null;
    return chunkAnswer(best.chunk, meaningful);
  }

  function chunkAnswer(chunk: Chunk, terms: string[]): string {
    const parts = sentences(chunk.text);
    const ranked = parts
      .map((s, i) => ({ s, i, hits: terms.filter((t) => normalize(s).split(' ').map(stem).includes(t)).length }))
      .sort((x, y) => y.hits - x.hits || x.i - y.i)
      .slice(0, 3)
      .sort((x, y) => x.i - y.i)
      .map((x) => x.s);
    const more = chunk.url && chunk.url.startsWith('/') ? `\n\nMore on ${link(chunk.title, chunk.url)}.` : '';
    return `**${chunk.title}**\n\n${ranked.join(' ')}${more}\n\nAnything else? You can also ${demo.charAt(0).toLowerCase()}${demo.slice(1)}.`;
  }

  const offTopic = () =>
    `I'm ISA's sales assistant, so I can only help with hiring and with ISA: features, pricing, integrations and how ISA interviews candidates. What are you hiring for? If you'd like to talk to the team, ${demo}.`;

  const unknown = () =>
    `I don't have information on that, and I'd rather not guess. I can tell you about ISA's features, pricing, integrations, languages and how it interviews and ranks candidates. For anything else, ${demo} or write to ${link(kb.contact.email, `mailto:${kb.contact.email}`)}.`;

  function contextOf(question: Analysis, history: ChatMessage[]): Context {
    const previous = [...history];
    // The history sent with a question ends with that question; it is not its own context.
    const last = previous[previous.length - 1];
    if (last?.sender === 'user') previous.pop();
    let previousPlans: ChatPlan[] = [];
    let previousCompetitor: Competitor | undefined;
    let previousIntent: string | undefined;
    for (let i = previous.length - 1; i >= 0 && i >= previous.length - 12; i--) {
      const message = previous[i]!;
      const text = ` ${normalize(message.text)} `;
      if (previousPlans.length === 0) previousPlans = plansIn(text);
      previousCompetitor ??= competitorsIn(text)[0];
      if (message.sender === 'user' && previousIntent === undefined) {
        previousIntent = analyse(message.text.slice(0, 500)).intent;
      }
    }
    const isFollowUp = FOLLOW_UP.test(question.text) || question.text.trim().split(' ').length <= 4;
    return { question, previousPlans, previousCompetitor, previousIntent, isFollowUp };
  }

  /** Answers a follow-up that names a new subject ('and Business Pro?') the way the last question was answered. */
  function followUp(context: Context): string | null {
    const { question, previousIntent } = context;
    if (!context.isFollowUp) return null;
    if (question.competitors[0]) return competitorAnswer(question.competitors[0]);
    if (question.plans.length === 1 && previousIntent) return planSummary(question.plans[0]!);
    if (/ (other|another) /.test(question.text) && context.previousPlans.length === 1) {
      const [other] = otherPlan(context.previousPlans);
      return other ? planSummary(other) : null;
    }
    if (
      !question.intent &&
      previousIntent === 'competitor' &&
      context.previousCompetitor &&
      / (it|they|them|that) /.test(question.text)
    ) {
      return competitorAnswer(context.previousCompetitor);
    }
    return null;
  }

  function answer(question: string, history: ChatMessage[]): string {
    let analysis = analyse(question);
    const injected = INJECTION.test(analysis.text) || INJECTION.test(` ${normalize(question)} `);
    const hostile = HOSTILE.test(analysis.text);
    if (injected) {
      // Instructions in a question are not followed; what remains of it is answered like any other question.
      const rest = question.replace(
        /(ignore|disregard|forget|override|bypass)[^.?!]*(instructions?|prompts?|rules|context|guidelines|everything)[.?!,:;]?/gi,
        ' ',
      );
      analysis = analyse(rest);
    }
    const context = contextOf(analysis, history);
    let reply: string | null = null;
    // A pending plan follow-up such as 'and the cheaper one?' beats a generic reading of the same words.
    if (!injected) reply = followUp(context);
    if (!reply) {
      for (const intent of intents) {
        if (!intent.matches(analysis)) continue;
        if (injected && ['greeting', 'thanks', 'bye'].includes(intent.id)) continue;
        reply = intent.answer(context);
        if (reply) break;
      }
    }
    const offTopicQuestion = OFF_TOPIC.test(analysis.text) && !DOMAIN.test(analysis.text);
    if (!reply && !offTopicQuestion) reply = retrieve(analysis);
    if (!reply) reply = offTopicQuestion ? offTopic() : injected || hostile ? null : unknown();
    if (injected) {
      const note = "I can't change how I work or what I say about ISA: I only share ISA's actual features and prices.";
      return reply ? `${note}\n\n${reply}` : `${note} What would you like to know about hiring with ISA? ${demo}.`;
    }
    if (hostile) {
      const note = "I'm sorry this has been frustrating. I'm here to give you straight answers about ISA.";
      return reply
        ? `${note}\n\n${reply}`
        : `${note} If you'd prefer a person, write to ${link(kb.contact.email, `mailto:${kb.contact.email}`)} or ${demo}.`;
    }
    return reply ?? unknown();
  }

  return ({ question, history = [] }) => answer(question.slice(0, 2000), history.slice(-40));
}
