import type { ChatPlan } from '../../content/types';
import { AS_A_FIGURE, DURATION_QUESTION, expectedAnswer, FREQUENCY_QUESTION } from './answer-types';
import { COMMON_ENGLISH_WORDS, EVERYDAY_WORDS } from './english-words';
import type { KnowledgeBase, PagePlan } from './knowledge';
import type { PassageIndex, TermGroup } from './retrieval';
import { knowledgePassages } from './passages';
import { rewritePhrases } from './phrases';
import { terms } from './synonyms';
import { normalize, SpellingCorrector, spelledOut, STOPWORDS, stem, tokens } from './text';

export type Competitor = KnowledgeBase['competitor_comparisons']['competitors'][number];

/** What a question says once spelling is fixed: its text, its weighted words, the plans and rivals it names. */
export interface Query {
  /** Corrected, normalized text padded with spaces, so patterns can use ' word ' boundaries. */
  text: string;
  /** The content words, each with its synonyms and weight. */
  groups: TermGroup[];
  /** Names the question uses that the site never does ('PayPal', 'EU'), as written. */
  unknownNames: string[];
  plans: ChatPlan[];
  /** The pricing page's plans the question names ('Team Pro', 'the enterprise plan'). */
  pagePlans: PagePlan[];
  competitors: Competitor[];
  /** Whether the question describes a competitor by its kind of product ('the big enterprise video suites'). */
  describesRival: boolean;
  /** What an answer must hold to answer the question's kind ('how long' wants a duration), if anything. */
  expects?: RegExp;
  /**
   * Whether the question is about prices or plans (it names a plan in full, or asks what something costs or
   * includes). Only then do plan and add-on passages, and words that also name a tier ('popular', 'basic'),
   * count as evidence about plans.
   */
  aboutPrices: boolean;
  /**
   * Whether the question's sentences that ask name a subject of their own, apart from sentences that only set
   * the scene ('We are an agency. Could our clients see our logo?').
   */
  sceneApart?: boolean;
  /** The asking sentences' text, read as `text` is, when the sentences around them only set the scene. */
  askedText?: string;
}

/** Words that put a question in the context of prices and plans; a rollout plan is no pricing plan. */
const PRICING_CONTEXT =
  / (price|prices|pricing|priced|cost|costs|costing|fee|fees|charge|charges|pay|paying|payment|expensive|cheap|cheaper|cheapest|pricier|budget|quote|subscription|subscribe|billing|afford|affordable|(?<!rollout )plans?|tier|tiers|package|packages|upgrade|downgrade|per job|per month|include|includes|included|come with|comes with) /;

/** Below this idf a word of a plan's feature ('candidates', 'interviews') is too common to tell the plan. */
export const TELLING_FEATURE_IDF = 2;

/** Words that show a text is about plans and prices. */
const PLAN_CONTEXT =
  / (plan|plans|tier|tiers|package|packages|price|prices|pricing|cost|costs|fee|fees|pay|subscription|include|includes|included|features|cheaper|per job|option|options|vs|versus|compare|and|or|about) /;

/** Words that make 'standard' or 'enterprise' alone the name of a pricing-page plan ('the enterprise tier'). */
const PAGE_PLAN_CONTEXT =
  / (plan|plans|tier|tiers|package|packages|price|prices|pricing|priced|cost|costs|how much|pay|subscription|contract|seats|per month|annual|annually|billed|custom|include|includes|included|come with|comes with) /;

/** Words said of a plan ('standard plan', 'enterprise pricing', 'standard vs pro'). */
const PLAN_WORD =
  / (plan|plans|tier|tiers|package|packages|price|prices|pricing|priced|cost|costs|pay|subscription|seat|seats|annual|annually|monthly|billed|include|includes|included|come|comes|one|option|options|version|edition|level|worth|vs|versus|compare|compared|comparison) /;

/**
 * A message that asks about what its own sentences told of: a pronoun as what to send or ask for ('where should
 * we send them?', 'where do I request that?'), how it helps the asker ('how does it help us?'), or whether the
 * asker, as just described, can ('I'm blind. Will I be able to complete the interview?'), or whether ISA does
 * what they just described ('I want the same questions for everyone. Does ISA do that?').
 */
const SCENE_POINTER =
  / (send|refer|point|direct|forward|pass|request|arrange) (them|it|this|that) | (help|helps) (us|me) | (i|we) (\w+ )?be able to | (isa|you|it) (do|does|offer|offers|support|supports) (that|this) /;

/**
 * A pattern for any of a plan's words said of a plan ('the team one'), or undefined without words. 'A standard one'
 * is any one of its kind ('is the scorecard a standard one?'), not the plan.
 */
function planWordSaidOf(words: string[]): RegExp | undefined {
  return words.length > 0 ? new RegExp(`(?<! an?) (${words.join('|')}) (one|plan|tier|option|package) `) : undefined;
}
/** Words of a competitor's category that do not tell one kind of product from another (ISA is a chat platform too). */
const GENERIC_CATEGORY_WORDS = new Set(['platform', 'interview', 'chat', 'based'].map(stem));

/**
 * An asking sentence whose subject is what the sentences before it said ('Will that cause problems?', 'Is there a
 * faster way?': of doing what they told of), or whose object is a pronoun for it ('We need a DPA. Do you publish
 * one?'), or how long what they told of takes ('I asked to be deleted. How long until you get back to me?'). How
 * long it takes to do something ('how long does it take to set up?') names its own subject.
 */
export const POINTS_BACK =
  /^ ((will|would|could|can|does|do|did|is|was|might|should) )?(that|this) |^ (is there|are there|do you have|have you got) (a|an|any) (faster|quicker|easier|simpler|better) (way|ways|option|options|alternative|alternatives) |^ (do|does|can|could|will|would) (you|we|i|isa) (\w+ ){1,2}(one|it|them) $|^ how (long|soon|quickly) ((does|will|would) it take(?! to )|(until|till|before) (you|i|we)) /;

/** Weight of words said only in the sentences around the question ('We are an agency. Can...?'). */
export const SCENE_SHARE = 0.25;

/** The sentences of a message that ask, apart from those that set the scene: their text and stems. */
interface Asked {
  /** The sentences as written. */
  sentences: string;
  text: string;
  stems: ReadonlySet<string>;
}

/** Said only to set the scene, the asker's being under age still decides the answer ('I'm 17. Can I apply?'). */
const DECISIVE_IN_SCENE = new Set(['underage'].map(stem));

/** Frequency given to the words the intents, synonyms and names listen for (the site's words count once each). */
const LISTENED_FOR = 100;

/** Each stopword by its stem. */
const STOPWORD_BY_STEM = new Map([...STOPWORDS].map((w) => [stem(w), w]));

/** The product's own name says nothing about which question it is. */
const NAME_WORDS = new Set(['isa', 'interview smart agent'].flatMap((w) => w.split(' ')).map(stem));
NAME_WORDS.delete('interview');

/** Words English capitalises that name no product, place or body: months. */
const CALENDAR_WORDS = new Set(
  'january february march april may june july august september october november december'.split(' '),
);

/** Words title case leaves in lower case: articles, conjunctions and prepositions of three letters or fewer. */
const MINOR_WORDS = new Set('a an the and or but nor of in on at to for by as up via vs per'.split(' '));

/** Currencies, which name a thing however they are written ('pay in euros'); the site's prices are in dollars. */
const CURRENCY_WORDS = new Set(
  'euro euros eur gbp sterling pounds yen rupee rupees inr aud cad chf franc francs krona kronor'.split(' '),
);

/**
 * The words a question capitalises where a sentence does not start ('pay by PayPal', 'in the EU'), by stem:
 * names, and the currencies it names. A question written in capitals throughout names nothing by capitals.
 */
export function namesIn(question: string): Map<string, string> {
  const named = new Map<string, string>();
  const words = question.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  for (const w of words) if (CURRENCY_WORDS.has(w.toLowerCase())) named.set(stem(w.toLowerCase()), w);
  // Shouted ('DOES IT WORK WITH WORKDAY') or title-cased ('Does It Work With Workday'); acronyms ('CEO', 'ISA')
  // in an ordinary sentence are names, not shouting.
  const shouted = words.filter((w) => w.length > 1 && /^[A-Z0-9]+$/.test(w)).length;
  // Each sentence's words after its first, which it capitalises anyway. Title case leaves only minor words in lower
  // case: 'Who is your Data Protection Officer?' is no title, and names what it capitalises.
  const later = question
    .split(/[.!?:;"“”()]+/)
    .map((sentence) => sentence.match(/[A-Za-z][A-Za-z0-9]*/g)?.slice(1) ?? []);
  const titled = later.flat().filter((w) => /^[A-Z][a-z]/.test(w)).length;
  const titleCased = titled > 0 && later.flat().every((w) => /^[A-Z]/.test(w) || MINOR_WORDS.has(w));
  if (shouted * 2 > words.length || titleCased) return named;
  for (const rest of later) {
    for (const w of rest) {
      if (/^[A-Z]/.test(w) && w !== 'I' && !CALENDAR_WORDS.has(w.toLowerCase())) named.set(stem(w.toLowerCase()), w);
    }
  }
  return named;
}

/**
 * The given names as the question writes them, each once: adjacent ones ('Northwind Traders') are one name, and so
 * are capitalised words of `alongside` next to one ('Data Protection Officer', where only 'Officer' is unknown).
 */
export function nameRuns(
  question: string,
  names: ReadonlySet<string>,
  alongside: ReadonlySet<string> = new Set(),
): string[] {
  const runs: string[] = [];
  for (const [run] of question.matchAll(/[A-Za-z][A-Za-z0-9]*(?:[ \t]+[A-Za-z][A-Za-z0-9]*)*/g)) {
    let current: string[] = [];
    for (const word of [...run.split(/[ \t]+/), '']) {
      if (names.has(word) || alongside.has(word)) current.push(word);
      else if (current.length) {
        const name = current.join(' ');
        if (current.some((w) => names.has(w)) && !runs.includes(name)) runs.push(name);
        current = [];
      }
    }
  }
  return runs;
}

/**
 * The pricing page's plan features of two words or more that no other passage of the site says ('customer success
 * manager', 'onboarding session'), normalized: a question naming one asks what the plans include.
 */
function planOnlyFeatures(kb: KnowledgeBase): string[] {
  const elsewhere = knowledgePassages(kb)
    .filter((p) => p.kind !== 'plan' && p.kind !== 'addon')
    .map((p) => ` ${normalize(p.text)} `)
    .join(' ');
  const features = new Set(kb.pricing.pagePlans.flatMap((p) => p.features.map(normalize)));
  return [...features].filter((f) => f.includes(' ') && !/[0-9]/.test(f) && !elsewhere.includes(` ${f} `));
}

/** Reads questions against one knowledge base: spelling, phrases, plan and competitor names. */
export function createReader(kb: KnowledgeBase, index: PassageIndex, vocabularyWords: string[]) {
  const plans = kb.pricing.plans;
  const planFeatures = planOnlyFeatures(kb);
  const competitors = kb.competitor_comparisons.competitors;

  const vocabulary = new Map<string, number>();
  const addWords = (text: string, weight: number) => {
    for (const w of normalize(text).split(' ')) {
      if (w.length > 2 && !/[0-9]/.test(w)) vocabulary.set(w, (vocabulary.get(w) ?? 0) + weight);
    }
  };
  addWords(JSON.stringify(kb).replace(/\\[nt"]/g, ' '), 1);
  // Stopwords are the words questions use most: a misspelt one ('meny', 'befor') is put right too.
  for (const w of [...vocabularyWords, ...STOPWORDS]) vocabulary.set(w, (vocabulary.get(w) ?? 0) + LISTENED_FOR);
  for (const c of competitors) addWords(c.name, LISTENED_FOR);
  for (const p of [...plans, ...kb.pricing.pagePlans]) addWords(p.name, LISTENED_FOR);
  const NAME_VOCABULARY = new Set(
    [
      kb.product.name,
      ...competitors.map((c) => c.name),
      ...plans.map((p) => p.name),
      ...kb.pricing.pagePlans.map((p) => p.name),
    ].flatMap((n) => normalize(n).split(' ')),
  );
  const corrector = new SpellingCorrector(
    vocabulary,
    new Set([...COMMON_ENGLISH_WORDS, ...EVERYDAY_WORDS]),
    LISTENED_FOR,
  );
  // Words of the plan names that are no subject of their own ('pro', 'assistant', 'business'; not 'recruiter').
  const PLAN_NAME_STEMS = new Set(
    plans
      .flatMap((p) => normalize(p.name).split(' '))
      .filter((w) => w !== 'recruiter')
      .map(stem),
  );

  // Words of each plan name that identify it on their own ('assistant', 'pro'), not generic ones.
  const GENERIC_NAME_WORDS = new Set(['recruiter', 'business', 'team', 'plan', 'job', 'hiring', 'the']);
  const planKeys = plans.map((plan) => {
    const nameWords = normalize(plan.name).split(' ');
    const others = plans.filter((p) => p !== plan).flatMap((p) => normalize(p.name).split(' '));
    const full = ` ${normalize(plan.name)} `;
    return {
      plan,
      full,
      words: nameWords.filter((w) => !others.includes(w) && !GENERIC_NAME_WORDS.has(w)),
      // 'A recruiter assistant like ISA': the plan's name said of a kind of tool, with an example of it, is no plan.
      kindOfTool: new RegExp(` an?${full}(like|such as) `),
    };
  });

  // 'Team Pro' or 'Recruiter Pro' is not 'Business Pro': a name word counts only after no other qualifier.
  const QUALIFIERS = ['team', 'recruiter', 'enterprise', 'standard', 'business'];
  // 'My assistant', 'our assistant': a person, not a plan.
  const ORDINARY = new Set(['my', 'our', 'his', 'her', 'their', 'your', 'an']);
  /** A word before a plan's word that says what kind of thing it is: a content word, not one of plans or prices. */
  function isDescriber(word: string): boolean {
    return !STOPWORDS.has(word) && !/[0-9]/.test(word) && !PLAN_CONTEXT.test(` ${word} `);
  }

  function namesWord(text: string, word: string, ownName: string): boolean {
    for (const match of text.matchAll(new RegExp(`(\\S+) ${word} `, 'g'))) {
      const before = match[1]!;
      if (ORDINARY.has(before)) continue;
      if (ownName.includes(` ${before} `)) return true;
      // A word of its own before it says what kind it is ('a recruitment assistant', 'a chatbot assistant'), and
      // another plan's qualifier names that plan ('Team Pro'): neither is this plan.
      if (!QUALIFIERS.includes(before) && !isDescriber(before)) return true;
    }
    return text.startsWith(` ${word} `);
  }

  /**
   * The chat plans a text names. A plan's full name always counts; one word of it ('assistant', 'pro') only
   * where the text is about plans or is a short follow-up, since 'the assistant' or 'a pro recruiter' are
   * ordinary words too. `fullNames`: only full names count.
   */
  function plansIn(text: string, { fullNames = false } = {}): ChatPlan[] {
    const aboutPlans = !fullNames && (PLAN_CONTEXT.test(text) || text.trim().split(' ').length <= 3);
    return planKeys
      .filter((k) => !k.kindOfTool.test(text))
      .filter((k) => text.includes(k.full) || (aboutPlans && k.words.some((w) => namesWord(text, w, k.full))))
      .map((k) => k.plan);
  }

  // A pricing-page plan is named by a name of two words or more ('Team Pro'); by a word of its own ('standard',
  // 'enterprise') only where the text is about plans, since 'an enterprise rollout' is an ordinary phrase too.
  const SHARED_PLAN_WORDS = new Set(['recruiter', 'pro', 'team']);
  const pageNameWords = kb.pricing.pagePlans.map((plan) => normalize(plan.name).split(' '));
  // Each plan's features by their word stems, figures left out ('3 automated scheduling runs': autom, schedul, run).
  const featureStemsOf = (features: string[]) => features.map((f) => terms(f).filter((s) => !/[0-9]/.test(s)));
  const allFeatureStems = kb.pricing.pagePlans.map((p) => featureStemsOf(p.features));
  const chatFeatureStems = featureStemsOf(plans.flatMap((p) => p.features));
  /** How many of the lists hold a feature with every stem of this one. */
  const listing = (feature: string[], lists: string[][][]) =>
    lists.filter((features) => features.some((other) => feature.every((s) => other.includes(s)))).length;
  const pagePlanKeys = kb.pricing.pagePlans.map((plan) => {
    const words = normalize(plan.name).split(' ');
    return {
      plan,
      // What the plan's card speaks of ('Annual contract' for Enterprise): 'enterprise contract' is that plan.
      card: new Set(terms([plan.name, plan.subtitle, plan.description, ...plan.features].join(' '))),
      full: words.length > 1 ? ` ${words.join(' ')} ` : undefined,
      // The name run together ('teampro'), as people type it in a hurry.
      joined: words.length > 1 ? ` ${words.join('')} ` : undefined,
      own: words.find((w) => !SHARED_PLAN_WORDS.has(w)),
      // A word of the name no other page plan has, said of a plan ('the team one', 'the team tier').
      saidOf: planWordSaidOf(words.filter((w) => pageNameWords.filter((other) => other.includes(w)).length === 1)),
      // Features of two telling words or more that no other plan lists ('report export' is Recruiter Pro's alone;
      // '30 interviewed candidates' is in words every page uses).
      ownFeatures: featureStemsOf(plan.features).filter(
        (f) =>
          f.length >= 2 &&
          f.every((s) => index.idf(s) >= TELLING_FEATURE_IDF) &&
          listing(f, allFeatureStems) === 1 &&
          listing(f, [chatFeatureStems]) === 0,
      ),
    };
  });

  /** Whether a text names, word for word, a feature only one plan's card lists. */
  function namesOwnFeature(stems: ReadonlySet<string>, { ownFeatures }: (typeof pagePlanKeys)[number]): boolean {
    return ownFeatures.some((f) => f.every((s) => stems.has(s)));
  }

  /**
   * Whether a plan's own word ('standard', 'enterprise') names the plan in a text: not where it describes a noun
   * the plan's card never speaks of ('a standard contract', 'a standard set of questions').
   */
  function ownWordNames(text: string, { own, card }: (typeof pagePlanKeys)[number]): boolean {
    if (own === undefined) return false;
    for (const [, next] of text.matchAll(new RegExp(` ${own} (?=(\\S*))`, 'g'))) {
      if (!next || STOPWORDS.has(next) || PLAN_WORD.test(` ${next} `) || card.has(stem(next))) return true;
    }
    return false;
  }

  /** The pricing page's plans a text names. `fullNames`: only names of two words or more count. */
  function pagePlansIn(text: string, { fullNames = false } = {}): PagePlan[] {
    // Beside another plan's full name, a plan's own word is a plan too ('Enterprise on top of Team Pro').
    const namesFull = pagePlanKeys.some((k) => k.full !== undefined && text.includes(k.full));
    const aboutPlans = !fullNames && (PAGE_PLAN_CONTEXT.test(text) || text.trim().split(' ').length <= 3 || namesFull);
    // The text is read already (its phrases rewritten): its words are stemmed as they stand.
    const stems = new Set(fullNames ? [] : tokens(text));
    // A feature of the plan's own card asked about ('which plan gives me report export?', 'how many automated
    // scheduling runs on Standard?') names the plan, where plans are spoken of or the plan's own word is said.
    const byFeature = (k: (typeof pagePlanKeys)[number]) =>
      namesOwnFeature(stems, k) && (aboutPlans || (k.own !== undefined && text.includes(` ${k.own} `)));
    const names = (k: (typeof pagePlanKeys)[number]) =>
      (k.full !== undefined && text.includes(k.full)) ||
      (k.joined !== undefined && text.includes(k.joined)) ||
      (aboutPlans && (namesFull ? k.own !== undefined && text.includes(` ${k.own} `) : ownWordNames(text, k))) ||
      (!fullNames && ((k.saidOf?.test(text) ?? false) || byFeature(k)));
    return pagePlanKeys.filter(names).map((k) => k.plan);
  }

  /** The pricing-page plans whose price a question writes in dollars ('$39', '$799'). */
  function pagePlansPriced(question: string): PagePlan[] {
    const figures = new Set(
      [...question.matchAll(/\$\s?(\d[\d,]*)(?![\d,.]*\d)/g)].map((m) => m[1]!.replace(/,/g, '')),
    );
    if (figures.size === 0) return [];
    const figure = (price: string | undefined) => price?.match(/^\$(\d[\d,]*)$/)?.[1]?.replace(/,/g, '');
    return kb.pricing.pagePlans.filter((p) =>
      [figure(p.price), figure(p.annualPrice)].some((f) => f !== undefined && figures.has(f)),
    );
  }

  /** The plans of either list a question names, written and as read. */
  function plansNamed(question: string, text: string): { plans: ChatPlan[]; pagePlans: PagePlan[] } {
    const pagePlans = pagePlansIn(text);
    // A pricing-page plan named by its price ('the $39 option', 'the $799 a month one').
    for (const plan of pagePlansPriced(question)) if (!pagePlans.includes(plan)) pagePlans.push(plan);
    return { plans: plansIn(text), pagePlans };
  }

  /** The competitors a text names, possessives too ('HireVue's weaknesses'). */
  function competitorsIn(text: string): Competitor[] {
    const said = new Set(text.split(' ').filter(Boolean).map(stem));
    return competitors.filter((c) =>
      normalize(c.name)
        .split(' ')
        .filter((w) => w.length > 2)
        .some((w) => said.has(stem(w))),
    );
  }

  // Each competitor's kind of product by the stems that tell it apart ('video', 'enterprise' for HireVue).
  const rivalKinds = competitors
    .map((c) => tokens(c.category).filter((s) => !GENERIC_CATEGORY_WORDS.has(s)))
    .filter((kind) => kind.length >= 2);

  /** Whether a question's stems hold every telling word of a competitor's category. */
  function describesRival(stems: readonly string[]): boolean {
    return rivalKinds.some((kind) => kind.every((s) => stems.includes(s)));
  }

  /**
   * A question's normalized text as words, with shorthand read and spelling fixed. A misspelt stopword that
   * stems like the stopword ('befor') is left alone by the corrector, as a form of a real word: it is that stopword.
   */
  function correctedWords(text: string, names: ReadonlySet<string> = new Set()): string[] {
    return text
      .split(' ')
      .filter(Boolean)
      .flatMap(spelledOut)
      .map((w) => {
        if (STOPWORDS.has(w)) return w;
        const fixed = corrector.correct(w);
        // A name ('Slack') is no misspelling of an ordinary word ('lack'), only of a name the site uses (a
        // plan, a competitor: 'Hirevu').
        return names.has(w) && fixed !== w && !NAME_VOCABULARY.has(fixed) ? w : fixed;
      })
      .map((w) => (corrector.isWord(w) ? w : (STOPWORD_BY_STEM.get(stem(w)) ?? w)));
  }

  /**
   * The sentences that ask ('...?') in a message of several sentences, read, or undefined when the whole
   * message asks, or asks about what the sentences before it said ('I hit apply twice. Will that cause problems?').
   */
  function askedSentences(question: string): Asked | undefined {
    // An abbreviation's full stop ('e.g.', 'i.e.') ends no sentence.
    const parts = question.split(/(?<=(?<!\b(?:e\.g|i\.e|etc|vs))[.!?])\s+/i).filter((p) => p.trim());
    const asking = parts.filter((p) => p.trim().endsWith('?'));
    if (parts.length < 2 || asking.length === 0 || asking.length === parts.length) return undefined;
    if (asking.some((p) => POINTS_BACK.test(` ${normalize(p)} `))) return undefined;
    const sentences = asking.join(' ');
    const text = textOf(sentences);
    return { sentences, text, stems: new Set(terms(text)) };
  }

  /**
   * The asking sentences where they name a subject of their own; where they do not ('I applied twice by
   * accident. What happens now?'), the sentences around them say what is asked and count in full.
   */
  function subjectAsked(asked: Asked | undefined): Asked | undefined {
    return asked && [...asked.stems].some((s) => !index.group(s).light) ? asked : undefined;
  }

  /** A question's corrected, normalized text padded with spaces. */
  function textOf(question: string, nameWords = new Set<string>()): string {
    // Phrases are rewritten before spelling is fixed (so 'off our plate' is not taken for 'place') and after.
    const corrected = correctedWords(rewritePhrases(normalize(question)), nameWords);
    // A phrase dropped after spelling is fixed ('exacly' is 'exactly') leaves no gap for the patterns to trip on.
    return ` ${rewritePhrases(corrected.join(' ')).replace(/ +/g, ' ').trim()} `;
  }

  // Conversations resend their earlier questions, and a message asked in parts reads each part again as the one
  // the next part follows: each reading is remembered.
  const readings = new Map<string, Query>();
  /** Reads a question; `share` scales its words' weights (an earlier question counts less). */
  function read(question: string, share = 1): Query {
    let query = readings.get(question);
    if (!query) {
      if (readings.size >= 500) readings.clear();
      query = readAnew(question);
      readings.set(question, query);
    }
    return share === 1 ? query : { ...query, groups: query.groups.map((g) => ({ ...g, weight: g.weight * share })) };
  }

  function readAnew(question: string): Query {
    const nameWords = new Set([...namesIn(question).values()].map((w) => w.toLowerCase()));
    const text = textOf(question, nameWords);
    const stems: string[] = [];
    for (const w of text.split(' ')) {
      // Past 20 letters a token is no word, and it should not weigh against the words that are.
      if (!w || STOPWORDS.has(w) || w.length > 20) continue;
      const s = stem(w);
      if (!NAME_WORDS.has(s) && !stems.includes(s)) stems.push(s);
    }
    // The word that asks for a duration, a frequency or a figure ('quickly' in 'how quickly', 'often' in 'how
    // often', 'number' in 'as a number') is carried by the expected answer instead.
    const askingStems = new Set(
      [DURATION_QUESTION.exec(text), FREQUENCY_QUESTION.exec(text), AS_A_FIGURE.exec(text)].flatMap((m) => {
        const word = m?.[1]?.split(' ').at(-1);
        return word ? [stem(word)] : [];
      }),
    );
    // 'Where should we send them?' asks about what the sentences before it told of: they count in full.
    const asked = SCENE_POINTER.test(` ${normalize(question)} `) ? undefined : subjectAsked(askedSentences(question));
    // A plan named only in the scene is background when the ask names one of its own ('I don't want an enterprise
    // contract. How much is Recruiter Assistant?').
    const namedInAsk = asked && plansNamed(asked.sentences, asked.text);
    const { plans, pagePlans } =
      namedInAsk && namedInAsk.plans.length + namedInAsk.pagePlans.length > 0 ? namedInAsk : plansNamed(question, text);
    // Prices said of only in the scene ('I cannot afford a long project. How long does setup take?') are not asked.
    const askedText = asked?.text ?? text;
    const aboutPrices =
      PRICING_CONTEXT.test(askedText) ||
      plans.length > 0 ||
      pagePlans.length > 0 ||
      planFeatures.some((f) => askedText.includes(` ${f} `));
    const named = namesIn(question);
    const groups = stems.map((s) => {
      // Words said only to set the scene ('A popular role gets hundreds of applicants.') weigh less than the ask.
      const setsScene = asked && !asked.stems.has(s) && !DECISIVE_IN_SCENE.has(s);
      const group = index.group(s, setsScene ? SCENE_SHARE : 1, named.has(s));
      // A word that asks for the duration, or one that names a plan outside talk of prices ('any pro tips?').
      const asks = askingStems.has(s) || (!aboutPrices && PLAN_NAME_STEMS.has(s));
      return asks ? { ...group, weight: group.weight * 0.15, light: true } : group;
    });
    return {
      text,
      groups,
      unknownNames: nameRuns(
        question,
        new Set(groups.flatMap((g) => (g.unknown && named.has(g.stem) ? [named.get(g.stem)!] : []))),
        // Nor is the product's own name part of another's ('ISA Okta'), nor a shouted word ('IS FREE FOREVER').
        new Set([...named].flatMap(([s, word]) => (NAME_WORDS.has(s) || !/^[A-Z][a-z]/.test(word) ? [] : [word]))),
      ),
      plans,
      pagePlans,
      competitors: competitorsIn(text),
      describesRival: describesRival(stems),
      expects: expectedAnswer(text),
      aboutPrices,
      sceneApart: asked !== undefined,
      askedText: asked?.text,
    };
  }

  /**
   * Whether a question is about prices or plans, read quickly (phrases, no spelling fixes): for the questions
   * of a conversation's history.
   */
  function aboutPricesIn(question: string): boolean {
    const text = ` ${rewritePhrases(normalize(question))} `;
    return (
      PRICING_CONTEXT.test(text) ||
      plansIn(text).length > 0 ||
      pagePlansIn(text).length > 0 ||
      pagePlansPriced(question).length > 0
    );
  }

  /** Whether a question names a plan of either list, read quickly as `aboutPricesIn` does. */
  function aboutPlanIn(question: string): boolean {
    const text = ` ${rewritePhrases(normalize(question))} `;
    return plansIn(text).length > 0 || pagePlansIn(text).length > 0 || pagePlansPriced(question).length > 0;
  }

  /**
   * Whether a short text names a pricing-page plan by a word of its own alone, without a word of plans or prices
   * ('which standard?'): it names the plan only in a conversation about plans.
   */
  function plainWordPlan(text: string): boolean {
    return (
      pagePlansIn(text).length > 0 &&
      pagePlansIn(text, { fullNames: true }).length === 0 &&
      pagePlansPriced(text).length === 0 &&
      !PRICING_CONTEXT.test(text) &&
      !PAGE_PLAN_CONTEXT.test(text)
    );
  }

  return { read, plansIn, pagePlansIn, competitorsIn, aboutPricesIn, aboutPlanIn, plainWordPlan };
}

export type Reader = ReturnType<typeof createReader>;
