import type { ChatPlan, FaqItem } from '../../content/types';
import { FIGURE } from './answer-types';
import type { KnowledgeBase, PagePlan } from './knowledge';
import { formatPrice, link, markdownTable } from './markdown';
import { pagePlanStatement, pageSections, sentences, type Passage } from './passages';
import type { Competitor } from './query';
import { coverageOf, type ScoredPassage, type TermGroup } from './retrieval';
import { RUNNER_UP_SHARE, runnerUp, sectionOf, statementOf, TELLING_WEIGHT, type Asked } from './runners-up';
import { synonymsOf, terms } from './synonyms';
import { normalize, tokens } from './text';

/** Stems of a question asking where ISA falls short ('what's the catch' is read as what to watch for). */
const WEAKNESS = new Set(
  terms(
    'weakness weak downside drawback limitation shortcoming cons worse miss wary pitfall risk risky concern worry watch',
  ),
);
/** Stems that ask for a rival's shortfalls ('is HireVue slow to roll out?'); of ISA they ask for a comparison. */
const RIVAL_WEAKNESS = new Set(terms('slow complex complicated'));
/** Stems of a question asking what a product does well. */
const STRENGTH = new Set(terms('strength strong advantage upside pros good well rating'));

/** Words that weigh a rival against ISA: they ask for the comparison, not for a fact of the rival's own. */
const COMPARING = new Set(terms('compare comparison versus differ difference better alternative than'));
/** Verbs asking whether a rival has or does a thing ('does Sapia offer...'): the thing is what is asked. */
const RIVAL_HAS = 'offer|offers|have|has|support|supports|provide|provides|do|does|use|uses|include|includes';

/** Stems that ask for a judgement of a product, which a comparison gives. */
const JUDGING = new Set([...WEAKNESS, ...RIVAL_WEAKNESS, ...STRENGTH]);

/** A sentence that quotes a price ('Plans from $39 per job'). */
const QUOTES_PRICE = /\$\s?\d/;
/** Words that ask about paying by the year. */
const ANNUAL_STEMS = terms('annual annually yearly year');

/** Statements ordered by the share of the question they explain, most first; ties keep their order. */
function byExplained(statements: string[], asked: TermGroup[]): string[] {
  const explained = new Map(
    statements.map((s) => {
      const stems = new Set(terms(s));
      return [s, coverageOf(asked, (stem) => stems.has(stem))];
    }),
  );
  return [...statements].sort((a, b) => explained.get(b)! - explained.get(a)!);
}

/** Passages of one section within this share of the best's evidence are a tie. */
const SECTION_TIE = 0.97;
/** So many tied items of one section show that the question asks for the section, not for one of its items. */
const SECTION_TIE_ITEMS = 3;
/** A statement that explains this share of a question answers it alone, even from a short section. */
const WHOLE_ANSWER = 0.9;

/**
 * The best passages, with the items of a section that tie on its heading alone ('How do I apply?' against
 * 'Applying to a job') put back in the section's order: it starts where a reader starts (upload your resume), not
 * wherever term frequencies happen to put an item (the job closed). Items that tie on a word of their own
 * ('once I submit') keep their ranking.
 */
function inSectionOrder(found: ScoredPassage[], section: Passage[] | undefined, groups: TermGroup[] = []) {
  const [best] = found;
  if (!best || !section) return found;
  const heading = new Set(terms(`${best.passage.title} ${best.passage.page ?? ''}`));
  if (coverageOf(groups, (s) => heading.has(s)) < best.coverage) return found;
  const tied = found.filter((f) => f.score >= best.score * SECTION_TIE);
  if (tied.length < SECTION_TIE_ITEMS || !tied.every((f) => section.includes(f.passage))) return found;
  const ordered = section.slice(0, tied.length).map((passage) => ({ ...best, passage }));
  return [...ordered, ...found.filter((f) => !ordered.some((o) => o.passage === f.passage))];
}

/** True when two normalized sentences share most of their words (the same fact worded twice), or `share` of them. */
export function similar(a: string, b: string, share = 0.7): boolean {
  const wa = new Set(a.split(' '));
  const wb = new Set(b.split(' '));
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return shared / Math.min(wa.size, wb.size) > share;
}

/** An item of a list that starts with a label of a few words ('Time-to-shortlist: under 24 hours from application.'). */
const LABELLED = /^([^\s:]+(?: [^\s:]+){0,3}): \S/;

/** A label's words may stand this many words apart in a question ('time from application to first interview'). */
const LABEL_GAP = 2;

/** Whether a question's stem says a wanted stem, itself or through a synonym. */
function saying(groups: TermGroup[]): (stem: string, wanted: string) => boolean {
  const variants = new Map(groups.map((g) => [g.stem, g.variants]));
  return (stem, wanted) => stem === wanted || !!variants.get(stem)?.has(wanted);
}

/** Whether a question's stems say a label's stems in order, near one another. */
function saysInOrder(question: readonly string[], means: ReturnType<typeof saying>, label: readonly string[]): boolean {
  for (let start = 0; start < question.length; start++) {
    if (!means(question[start]!, label[0]!)) continue;
    let at = start;
    let next = 1;
    for (let i = start + 1; i < question.length && next < label.length && i - at <= LABEL_GAP + 1; i++) {
      if (means(question[i]!, label[next]!)) {
        at = i;
        next++;
      }
    }
    if (next === label.length) return true;
  }
  return false;
}

/**
 * The one item of a labelled list whose label of two words or more the question says ('what is the time-to-shortlist
 * target?' says 'Time-to-shortlist'), or undefined when it says none, or also speaks of another item (half the words
 * of its label that the named one lacks: 'the shortlist or the hiring manager deciding?').
 */
function namedItem(section: Passage[], question: readonly string[], groups: TermGroup[]): Passage | undefined {
  const labels = section.flatMap((p) => {
    const label = LABELLED.exec(p.text)?.[1];
    return label ? [{ p, stems: terms(label) }] : [];
  });
  if (labels.length < 2) return undefined;
  // A label of one word ('Candidates') is as likely the question's subject as the item asked for.
  const means = saying(groups);
  const named = labels.filter((l) => l.stems.length > 1 && saysInOrder(question, means, l.stems));
  if (named.length !== 1) return undefined;
  const own = new Set(named[0]!.stems);
  // Only the question's own words count: a follow-up ('and in week 3?') has moved on from the item asked before.
  const said = (stem: string) => question.some((q) => means(q, stem));
  const alsoAsked = labels.some((l) => {
    const rest = l.stems.filter((s) => !own.has(s));
    return rest.length > 0 && rest.filter(said).length * 2 >= rest.length;
  });
  return alsoAsked ? undefined : named[0]!.p;
}

/** A name of letters and digits run together: a code ('FREE100'), not a product. */
const CODE_LIKE = /^(?=.*\d)(?=.*[a-z])[a-z0-9-]+$/i;

/** Writes answers from the knowledge base: plan summaries, tables, topic digests and quoted passages. */
export function createComposer(kb: KnowledgeBase, passages: Passage[] = []) {
  // The statements of each section, in page order, to quote a list (a rollout plan, a metric's targets) whole.
  const sections = pageSections(kb, passages);
  const plans = kb.pricing.plans;
  const demo = link('Book a demo', kb.actions.scheduleDemoLink);
  const contactLink = link(kb.contact.email, `mailto:${kb.contact.email}`);
  const priceOf = (plan: ChatPlan) => formatPrice(plan.price, plan.period);
  const byPrice = [...plans].sort((a, b) => a.price - b.price);
  const cheapest = byPrice[0];
  const priciest = byPrice[byPrice.length - 1];
  const popular = plans.find((p) => p.isPopular) ?? priciest;
  const introLine = (pattern: RegExp) => kb.pricing.introduction.find((line) => pattern.test(line));

  const faqs: FaqItem[] = [
    ...kb.faq,
    ...kb.blog.articles.flatMap((a) => a.faq ?? []),
    ...kb.competitor_comparisons.competitors.flatMap((c) => c.faq),
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

  /**
   * Up to `max` knowledge-base statements about a topic: matching FAQ answers first, then sentences. Given the
   * question's words, the statements that explain more of what it asks beyond the topic come first: asked whether
   * the scoring criteria can be changed, the statement saying the rubric is editable beats one that only says
   * answers are scored.
   */
  function facts(pattern: RegExp, max = 3, asked?: TermGroup[]): string[] {
    const matching = [
      ...faqs
        .filter((f) => pattern.test(f.question) && pattern.test(f.answer))
        .map((f) => `**${f.question}** ${f.answer}`),
      ...factSentences.filter((s) => pattern.test(s)),
    ];
    const found: string[] = [];
    const seen: string[] = [];
    // Every statement names the topic: only the question's other telling words tell them apart.
    const rest = asked?.filter((g) => g.weight >= TELLING_WEIGHT && !pattern.test(g.stem));
    for (const s of rest ? byExplained(matching, rest) : matching) {
      const key = normalize(s);
      if (found.length >= max) break;
      if (seen.some((k) => k === key || k.includes(key) || similar(k, key))) continue;
      seen.push(key);
      found.push(s);
    }
    return found;
  }

  /** A lead line and the statements matching a topic, or null when the knowledge base has none. */
  function topic(lead: string, pattern: RegExp, extra = '', max = 3, asked?: TermGroup[]): string | null {
    const found = facts(pattern, max, asked);
    if (found.length === 0) return null;
    return [lead, found.map((f) => `- ${f}`).join('\n'), extra].filter(Boolean).join('\n\n');
  }

  /** A lead line and the pages' paragraphs holding a statement that matches, with their headings, or null. */
  function pageTopic(lead: string, pattern: RegExp, extra = '', max = 2): string | null {
    const found: string[] = [];
    for (const p of passages) {
      if (found.length >= max) break;
      if (p.kind !== 'page' || !pattern.test(p.text)) continue;
      const paragraph = statementOf(p);
      const line = p.title ? `**${p.title}:** ${paragraph}` : paragraph;
      if (!found.some((f) => f.includes(paragraph) || paragraph.includes(f))) found.push(line);
    }
    if (found.length === 0) return null;
    return [lead, found.map((f) => `- ${f}`).join('\n'), extra].filter(Boolean).join('\n\n');
  }

  /** 'More on <page>.' for the first page whose path or title matches. */
  function pageLink(pattern: RegExp): string {
    const page = kb.pages.find((p) => p.url && (pattern.test(p.url) || pattern.test(p.title)));
    return page ? `More on ${link(page.title, page.url)}.` : '';
  }

  function planSummary(plan: ChatPlan): string {
    return [
      `**${plan.name}** is **${priceOf(plan)}**${plan.isPopular ? ' (our most popular plan)' : ''}. ${plan.description}`,
      `It includes:\n${plan.features.map((f) => `- ${f}`).join('\n')}`,
    ].join('\n\n');
  }

  // Each plan feature with its telling stems ('ATS API integration' -> ats, api, integr), to answer 'does it have X?'.
  const GENERIC_FEATURE_WORDS = new Set(terms('interface access support unlimited interviews'));
  const featureStems = [...new Set(plans.flatMap((p) => p.features))].map((feature) => ({
    feature,
    stems: terms(feature).filter((s) => !GENERIC_FEATURE_WORDS.has(s)),
  }));

  // How many features use each telling stem: a stem of one feature alone ('reporting') names it.
  const featuresByStem = new Map<string, number>();
  for (const f of featureStems) for (const s of f.stems) featuresByStem.set(s, (featuresByStem.get(s) ?? 0) + 1);

  /**
   * The plan feature a question asks about, if its telling words are all in the question (two of them at least).
   * `loose`: when a plan is already the subject (a follow-up), one word that no other feature uses is enough.
   */
  function featureAsked(questionStems: readonly string[], { loose = false } = {}): string | undefined {
    // A feature asked in other words counts ('the ATS connection' is the ATS integration).
    const asked = new Set(questionStems.flatMap((s) => [s, ...synonymsOf(s)]));
    const hits = featureStems
      .map((f) => ({ ...f, shared: f.stems.filter((s) => asked.has(s)).length }))
      .filter(
        (f) =>
          f.stems.length > 0 &&
          f.shared > 0 &&
          (f.shared >= Math.min(2, f.stems.length) ||
            (loose && f.stems.some((s) => asked.has(s) && featuresByStem.get(s) === 1))),
      )
      .sort((a, b) => b.shared - a.shared);
    return hits[0]?.feature;
  }

  /** Whether a plan has a feature, and which plan does when it does not. */
  function featureAnswer(plan: ChatPlan, feature: string): string {
    if (plan.features.includes(feature))
      return `Yes: **${plan.name}** (${priceOf(plan)}) includes ${feature}.\n\n${planSummary(plan)}`;
    const others = plans.filter((p) => p.features.includes(feature));
    const names = others.map((p) => `**${p.name}** (${priceOf(p)})`).join(' and ');
    return `**${plan.name}** does not include ${feature}; ${names} ${others.length > 1 ? 'do' : 'does'}.\n\n${comparisonTable()}`;
  }

  /** Which plans include a feature, for 'does that include X?' about the plans in general. */
  function featurePlans(feature: string): string {
    const having = plans.filter((p) => p.features.includes(feature));
    const lacking = plans.filter((p) => !p.features.includes(feature));
    const list = (ps: ChatPlan[]) => ps.map((p) => `**${p.name}** (${priceOf(p)})`).join(' and ');
    const without = lacking.length ? ` ${list(lacking)} ${lacking.length > 1 ? 'do' : 'does'} not.` : '';
    const onPage = pagePlansWith(feature);
    const page = onPage.length
      ? `\n\nOn the ${link('pricing page', '/pricing')}, ${onPage.map((p) => `**${p.name}**`).join(' and ')} ${onPage.length > 1 ? 'include' : 'includes'} it.`
      : '';
    return `${feature} is included in ${list(having)}.${without}${page}\n\n${comparisonTable()}`;
  }

  /**
   * The pricing page's plans with a feature of the assistant's list, in their own words ('ATS integration' for
   * 'ATS API integration'): a feature of theirs whose words are all, or at least two of, the feature's.
   */
  function pagePlansWith(feature: string): PagePlan[] {
    const wanted = new Set(terms(feature));
    return kb.pricing.pagePlans.filter((plan) =>
      plan.features.some((f) => {
        const own = terms(f);
        const shared = own.filter((s) => wanted.has(s)).length;
        return shared > 0 && shared >= Math.min(2, own.length);
      }),
    );
  }

  function planPrice(plan: ChatPlan): string {
    return `**${plan.name}** is **${priceOf(plan)}**. ${plan.description}\n\nIt includes: ${plan.features.join(', ')}.`;
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

  /** The pricing page's plans in a line each, with a link to the page. */
  function pagePlanLines(list: PagePlan[]): string {
    return list.map((plan) => `- ${pagePlanStatement(plan).replace(/^([^:]+):/, '**$1**:')}`).join('\n');
  }

  const withoutFigures = (stems: readonly string[]) => stems.filter((s) => !/[0-9]/.test(s));

  /** The stems of each pricing-page plan feature, worked out the first time a question needs them. */
  const pagePlanFeatureStems = new Map<string, string[]>();

  /** A pricing-page plan feature's stems, without its figures ('3 seats' is 'seat'). */
  function pagePlanStems(feature: string): string[] {
    let stems = pagePlanFeatureStems.get(feature);
    if (!stems) {
      stems = withoutFigures(terms(feature));
      pagePlanFeatureStems.set(feature, stems);
    }
    return stems;
  }

  /** Words that ask what a plan costs: only then does an answer about one of its features quote its price. */
  const PRICE_STEMS = new Set(
    terms(
      'price prices cost costs pay fee fees billed annual annually month year much cheap expensive discount save budget',
    ),
  );

  /** Words that ask for a kind of fact ('how long'), which a feature's figure answers. */
  const ASKING_STEMS = new Set(terms('long'));

  /** Words that only ask whether a plan has something ('does it come with', 'what do we get'). */
  const HAVING_STEMS = new Set(terms('come comes include includes included get gets have has offer offers give gives'));

  /**
   * The features a question names of each plan asked about, without prices ('how many seats come with Team Pro?'
   * asks for its seats), or undefined when the question also asks about money or a plan lists none of them.
   */
  function featuresAsked(list: PagePlan[], asked: ReadonlySet<string>, expects?: RegExp): string | undefined {
    if ([...asked].some((s) => PRICE_STEMS.has(s))) return undefined;
    const explained = new Set([...HAVING_STEMS, ...list.flatMap((plan) => terms(plan.name))]);
    // The words of a feature that give the kind of fact asked ('2-month' for 'how long') need not be said, and the
    // words that ask for it ('how long') are explained by them.
    const answered = (feature: string) => {
      const fact = expects && feature.match(expects)?.[0];
      return new Set(fact ? terms(fact) : []);
    };
    const lines = list.map((plan) => {
      const named = plan.features.filter((f) => {
        const stems = pagePlanStems(f).filter((s) => !answered(f).has(s));
        return stems.length > 0 && stems.every((s) => asked.has(s));
      });
      if (named.some((f) => answered(f).size > 0)) for (const s of asked) if (ASKING_STEMS.has(s)) explained.add(s);
      for (const f of named) for (const s of pagePlanStems(f)) explained.add(s);
      return named.length ? `- **${plan.name}** includes ${named.join(', ')}.` : undefined;
    });
    // A question asking more than the features ('how many can log in and how many roles?') gets the whole plan.
    const whole = [...asked].some((s) => !explained.has(s));
    return lines.every(Boolean) && !whole ? lines.join('\n') : undefined;
  }

  /**
   * A feature of another pricing-page plan that a question names in full and the plans asked about do not list
   * ('does Recruiter Standard include the ATS integration?'): which plans list it. One of its words must be
   * `telling`: a common word alone ('job') names no feature.
   */
  function featureElsewhere(list: PagePlan[], asked: ReadonlySet<string>, telling: ReadonlySet<string>) {
    const stemsOf = pagePlanStems;
    for (const plan of kb.pricing.pagePlans) {
      if (list.includes(plan)) continue;
      for (const feature of plan.features) {
        const stems = stemsOf(feature);
        // Its words as written count too: 'post my job' is the 'job posting' the site's phrases read otherwise.
        const said = [stems, withoutFigures(tokens(feature))].find((w) => w.length > 0 && w.every((s) => asked.has(s)));
        if (!said?.some((s) => telling.has(s))) continue;
        const lists = (p: PagePlan) => p.features.some((f) => stems.every((s) => stemsOf(f).includes(s)));
        if (list.some(lists)) continue;
        const having = kb.pricing.pagePlans.filter(lists).map((p) => `**${p.name}**`);
        const named = list.map((p) => p.name).join(' and ');
        return `${named} ${list.length > 1 ? 'do' : 'does'} not list ${feature}; ${having.join(' and ')} ${having.length > 1 ? 'include' : 'includes'} it.`;
      }
    }
    return undefined;
  }

  /**
   * The pricing page's plans asked about by name (they differ from the assistant's own list; both are as given),
   * and, for a feature the question names that they do not list, the plans that do.
   */
  function pagePlanAnswer(
    list: PagePlan[],
    asked: ReadonlySet<string> = new Set(),
    telling = asked,
    expects?: RegExp,
  ): string {
    const actions = list.map((plan) => link(plan.cta, plan.ctaUrl)).join(' · ');
    const included = featuresAsked(list, asked, expects);
    if (included) return `On the ${link('pricing page', '/pricing')}:\n\n${included}\n\n${actions}`;
    const elsewhere = featureElsewhere(list, asked, telling) ?? annualElsewhere(list, asked);
    return `On the ${link('pricing page', '/pricing')}:\n\n${pagePlanLines(list)}${elsewhere ? `\n\n${elsewhere}` : ''}\n\n${actions}`;
  }

  /**
   * Annual billing asked of plans without an annual price ('an annual discount on Recruiter Pro?'): which plans
   * have one, since the card alone only shows that these do not.
   */
  function annualElsewhere(list: PagePlan[], asked: ReadonlySet<string>) {
    if (!ANNUAL_STEMS.some((s) => asked.has(s)) || list.some((p) => p.annualPrice)) return undefined;
    const having = kb.pricing.pagePlans.filter((p) => p.annualPrice).map((p) => `**${p.name}**`);
    if (having.length === 0) return undefined;
    const named = list.map((p) => p.name).join(' and ');
    return `${named} ${list.length > 1 ? 'have' : 'has'} no annual price; ${having.join(' and ')} ${having.length > 1 ? 'offer' : 'offers'} annual billing.`;
  }

  function pricingOverview(): string {
    const { pagePlans } = kb.pricing;
    return [
      kb.pricing.introduction.join(' '),
      comparisonTable(),
      kb.pricing.addOns.length ? `Optional add-on:\n${addOnLines()}` : '',
      pagePlans.length
        ? `The ${link('pricing page', '/pricing')} lists these plans: ${pagePlans
            .map((p) => `**${p.name}** ${p.price === 'Custom' ? '(custom)' : `${p.price} ${p.period}`}`)
            .join(', ')}.`
        : '',
      `Want a walkthrough for your roles? ${demo}, or ${link('get started', kb.actions.getStartedLink)} now.`,
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /** The plan priced next to one: below it (`step` -1) or above it (1). */
  function planBeside(plan: ChatPlan, step: -1 | 1): ChatPlan | undefined {
    const at = byPrice.indexOf(plan);
    return at < 0 ? undefined : byPrice[at + step];
  }

  function otherPlans(previous: ChatPlan[]): ChatPlan[] {
    const rest = plans.filter((p) => !previous.includes(p));
    return rest.length ? rest : plans;
  }

  // The site's 'who it is for' cards (startups, enterprises, agencies), for a buyer who says which they are.
  const audienceCards = passages.filter((p) => p.kind === 'page' && /^who\b.*\bfor$/i.test(p.title.trim()));

  /** The card of the audience a buyer names ('a small business with no HR' is a startup without HR), if any. */
  function audienceFor(text: string): string | undefined {
    const said = new Set(terms(text));
    const names = (s: string) => said.has(s) || [...synonymsOf(s)].some((other) => said.has(other));
    let best: string | undefined;
    let bestShared = 0;
    for (const card of audienceCards) {
      const shared = terms(card.text.split(':')[0] ?? '').filter(names).length;
      if (shared > bestShared) [best, bestShared] = [card.text, shared];
    }
    return best;
  }

  /** The plan that fits what a buyer said about their hiring (one role, several, an agency...). */
  function recommendation(text: string): string {
    const singlePlan = plans.find((p) => p.features.some((f) => /single/i.test(f))) ?? cheapest;
    const multiPlan = plans.find((p) => p.features.some((f) => /multi/i.test(f))) ?? priciest;
    const single = / (one|single|a|first) (role|job|position|opening|hire)| startup| small | smb /.test(text);
    // Several roles, or several people hired at once ('hiring three engineers').
    const multi =
      / (several|multiple|many|lots of|various) | agency| agencies| volume| enterprise| ats | ([2-9]|[1-9][0-9]+|two|three|four|five|six|seven|eight|nine|ten) (open )?(roles|jobs|positions|openings|vacancies|hires)| (hiring|hire|recruiting|recruit) ([2-9]|[1-9][0-9]+|two|three|four|five|six|seven|eight|nine|ten) \w+s /.test(
        text,
      );
    const fit = (plan: ChatPlan | undefined, why: string) =>
      plan ? `For ${why}, **${plan.name}** (${priceOf(plan)}) fits best: ${plan.features.join(', ')}.` : '';
    const lines: string[] = [];
    const audience = audienceFor(text);
    if (audience) lines.push(`ISA is built for you: ${audience}`);
    // The pricing page's plan for the same need, by what its subtitle says it is for.
    const pageFit = (pattern: RegExp) => {
      const plan = kb.pricing.pagePlans.find((p) => pattern.test(p.subtitle));
      return plan
        ? `On the ${link('pricing page', '/pricing')}, **${plan.name}** (${plan.price} ${plan.period}) is ${plan.subtitle.replace(/^For/, 'for')}: ${plan.description}`
        : '';
    };
    if (single && !multi) lines.push(fit(singlePlan, 'a single role'), pageFit(/single/i));
    else if (multi && !single) lines.push(fit(multiPlan, 'hiring across several roles'), pageFit(/several|multiple/i));
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

  /**
   * A comparison's strengths or best fits for a question that is not about prices: their sentences that quote a
   * price ('Per-job plans from $39') are left out, and a point that is all price goes. A point the question
   * describes itself in ('We're a six-person startup' and 'Startups and teams without an HR department') is its
   * answer, and keeps its reason whole.
   */
  function withoutPrices(points: string[], describesAsker: (point: string) => boolean = () => false): string[] {
    return points.flatMap((point) => {
      if (describesAsker(point)) return [point];
      const kept = sentences(point).filter((s) => !QUOTES_PRICE.test(s));
      return kept.length > 0 ? [kept.join(' ')] : [];
    });
  }

  /**
   * ISA against a competitor: the summary, where ISA stands out and the best fit by scenario; where the
   * question asks where ISA falls short (`stems` of the question), ISA's watch-outs come first. Prices are quoted
   * only where the question is about prices (`aboutPrices`) or in the scenario that is the asker's own.
   */
  function competitorAnswer(c: Competitor, stems: string[] = [], text = '', aboutPrices = true): string {
    // Whose shortfalls: ISA's where the question speaks of ISA or compares ('where does ISA fall short against
    // them?'), the competitor's where it speaks of the competitor alone ('What are HireVue's weaknesses?') or
    // of choosing it ('what should I watch out for if I go with Sapia instead of ISA?').
    const rival = normalize(c.name).split(' ')[0];
    const choosesThem = new RegExp(
      ` ((go|going|goes|went|sign|signing|stick|sticking) with|choose|choosing|pick|picking|switch to|switching to) ${rival} `,
    ).test(text);
    // The rival as the subject of the question ('is HireVue slower than ISA?') asks about the rival too.
    const asksOfThem = new RegExp(` (does|do|did|is|are|was|were|can|will|would) ${rival} `).test(text);
    const theirs =
      choosesThem ||
      asksOfThem ||
      !/ (isa|you|youre|youve|youd|youll|your|yours|against|compared|compare|versus|vs) /.test(text);
    // Asked which to pick ('so which would you pick for retail?'), the best fit by scenario answers, even after a
    // question on shortfalls, unless this question itself names them.
    // So is asking when one is the better fit or choice, or the same the other way round: the scenarios answer it.
    const picks =
      / (which|pick|choose|go with|recommend|fit|choice|other way round|other way around|vice versa) /.test(text) &&
      !/ (weak|weaker|weakness|short) /.test(text);
    const shortfalls =
      !picks &&
      stems.some(
        (s) => WEAKNESS.has(s) || [...synonymsOf(s)].some((w) => WEAKNESS.has(w)) || (theirs && RIVAL_WEAKNESS.has(s)),
      );
    const merits = !picks && !shortfalls && theirs && stems.some((s) => STRENGTH.has(s));
    const [heading, points] = merits
      ? [`What ${c.name} does well`, c.comparison.rival_strengths]
      : theirs
        ? [`Where ${c.name} falls short`, c.comparison.rival_watch_outs]
        : [`Where ISA falls short against ${c.name}`, c.comparison.watch_outs];
    if ((shortfalls || merits) && points.length > 0) {
      return [
        `**${heading}** (${c.category})`,
        points.map((s) => `- ${s}`).join('\n'),
        `Full comparison: ${link(`ISA vs ${c.name}`, c.url)}. ${demo} to see ISA on your own roles.`,
      ].join('\n\n');
    }
    const asked = new Set(stems);
    const describesAsker = (fit: string) => {
      const scenario = terms(fit.split(': ')[0] ?? '');
      return scenario.filter((s) => asked.has(s)).length * 2 >= scenario.length;
    };
    const strengths = (aboutPrices ? c.comparison.strengths : withoutPrices(c.comparison.strengths))
      .slice(0, 4)
      .map((s) => `- ${s}`)
      .join('\n');
    const fits = (aboutPrices ? c.comparison.best_fit : withoutPrices(c.comparison.best_fit, describesAsker))
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

  /**
   * That the site says nothing of what a question asks about a rival itself: its price ('how much does HireVue
   * cost?'), or a thing none of the rival's own statements speak of ('does Sapia offer voice interviews?', 'how
   * many customers does Paradox have?'). Null where the comparison speaks to it.
   */
  function rivalNotKnown(c: Competitor, groups: TermGroup[], text: string): string | null {
    const rival = normalize(c.name).split(' ')[0];
    const price = new RegExp(
      ` (does|do|would|will|is) ${rival}( \\w+)? (cost|charge|price)| ${rival}( s)? (price|prices|pricing|cost|costs|fees) `,
    );
    if (price.test(text)) return `I don't have information on ${c.name}'s pricing. Here is how ISA compares:`;
    // Asked for its strengths or shortfalls, or what it does ('what does HireVue offer?'), the comparison answers.
    const judged = groups.some((g) => JUDGING.has(g.stem));
    const asked = new RegExp(
      `(?<! (what|which|how|why|who|where|when)) (does|do|did|is|are|can|has|have|will) ${rival}( (${RIVAL_HAS}))? `,
    ).exec(text);
    if (!asked || judged) return null;
    const own = new Set(
      terms(
        [
          c.category,
          ...sentences(c.summary).filter((s) => s.includes(c.name)),
          ...c.comparison.rival_strengths,
          ...c.comparison.rival_watch_outs,
          ...c.comparison.best_fit.filter((f) => f.includes(c.name)),
        ].join(' '),
      ),
    );
    const ignored = new Set([...terms(c.name), ...terms(asked[0]), ...COMPARING]);
    const telling = groups.filter((g) => g.weight >= TELLING_WEIGHT && !g.light && !ignored.has(g.stem));
    const spoken = telling.some((g) => [...g.variants.keys()].some((s) => own.has(s)));
    return telling.length > 0 && !spoken
      ? `I don't have information on that about ${c.name}. Here is how ISA compares:`
      : null;
  }

  function competitorsOverview(): string {
    const cc = kb.competitor_comparisons;
    const list = cc.competitors.map((c) => `- **${c.name}** (${c.category}): ${link(`ISA vs ${c.name}`, c.url)}`);
    const choose = cc.how_to_choose_an_ai_interviewer.slice(0, 5).map((h) => `- ${h}`);
    return [
      cc.summary,
      `Side-by-side comparisons:\n${list.join('\n')}`,
      choose.length ? `How to choose:\n${choose.join('\n')}` : '',
      `${demo} to see ISA on your roles.`,
    ]
      .filter(Boolean)
      .join('\n\n');
  }

  /** 'Also relevant: …' for a runner-up passage, with its heading and, from another page, a link to that page. */
  function alsoRelevant(extra: Passage | undefined, mainUrl?: string): string {
    if (!extra) return '';
    const where =
      extra.url?.startsWith('/') && extra.url !== mainUrl ? kb.pages.find((p) => p.url === extra.url) : undefined;
    return `Also relevant: ${headed(extra)}${where ? ` (${link(where.title, where.url)})` : ''}`;
  }

  /** A statement with its heading, unless the heading is the page's own title or the statement says it. */
  function headed(p: Passage): string {
    const body = statementOf(p);
    const named = p.kind === 'page' && p.title !== p.page && !normalize(body).includes(normalize(p.title));
    return `${p.kind === 'faq' ? `**${p.title}** ` : named ? `**${p.title}:** ` : ''}${body}`;
  }

  const anythingElse = `Anything else? You can also ${demo.charAt(0).toLowerCase()}${demo.slice(1)}.`;

  /**
   * An answer quoted from the best passages: the best one with its heading, then up to two more that are
   * nearly as good and say something else, then a link to the page they come from. `stems`: the telling stems
   * of the question, to see whether a section's heading names what was asked. With `asked`, a runner-up from
   * another section that explains what the answer leaves out follows as 'Also relevant'.
   */
  function passageAnswer(found: ScoredPassage[], stems: string[] = [], asked?: Asked): string {
    const [best] = found;
    if (!best) return unknown();
    const withRunnersUp = (body: string, quoted: Set<string>, url: string | undefined, tail: string) => {
      const extra = asked && runnerUp(found.slice(1), best.score * RUNNER_UP_SHARE, body, quoted, asked);
      const also = alsoRelevant(extra || undefined, url);
      return [body, also, tail].filter(Boolean).join('\n\n');
    };
    // A question about a whole page ('what is the acceptable use policy?'): its summary and its main points. A
    // summary found on a word of its text alone ('who can access it?') is one statement among others.
    const pageStems = terms(best.passage.title);
    const namesPage = pageStems.some((s) => stems.includes(s));
    if (best.passage.summary && namesPage) {
      // The page named with what one of its sections is headed ('what does the acceptable use policy forbid?' and
      // 'You may not') asks for that section, not the whole page, whose opening lines say no more than its link.
      const opensThisPage = (p: Passage) => p.url === best.passage.url && p.title === p.page;
      const sectionAsked = found.find(
        (f) =>
          f.passage.url === best.passage.url &&
          !opensThisPage(f.passage) &&
          terms(f.passage.title).some((s) => stems.includes(s) && !pageStems.includes(s)),
      );
      if (sectionAsked) {
        const rest = found.filter((f) => f !== sectionAsked && !opensThisPage(f.passage));
        return passageAnswer([sectionAsked, ...rest], stems, asked);
      }
      const page = kb.pages.find((p) => p.url === best.passage.url);
      if (page && page.sections.length > 0) {
        // Each point under its heading, so a rule ('You may not') keeps its meaning.
        const shown = page.sections.slice(0, 4);
        const points = shown.map((section) =>
          section.heading === page.title
            ? `- ${section.text.slice(0, 2).join(' ')}`
            : `- **${section.heading}:** ${section.text.slice(0, 2).join(' ')}`,
        );
        const quoted = new Set([sectionOf(best.passage), ...shown.map((section) => `${page.url}#${section.heading}`)]);
        return withRunnersUp(
          `**${page.title}**: ${page.description}\n\n${points.join('\n')}`,
          quoted,
          page.url,
          `More on ${link(page.title, page.url)}.`,
        );
      }
    }
    // When the best passages are items of one section, the section is the answer: quote its items in order.
    const section = best.passage.kind === 'page' ? sections.get(sectionOf(best.passage)) : undefined;
    const near = found.filter((f) => f.score >= best.score * 0.9 && sectionOf(f.passage) === sectionOf(best.passage));
    // A short section reads better whole (what we collect, how long we keep it): its items answer together.
    const second = found.find((f) => f.passage !== best.passage);
    // Asked for a figure or a time, one statement that gives it and explains the question nearly whole is the answer,
    // not the list it sits in ('how much more throughput than a recruiter alone?' wants the 4x, not the 75%; 'a good
    // target for time-to-first-interview?' wants its hour, not every 30-day target).
    const givesFigure = best.coverage >= WHOLE_ANSWER && !!asked?.expects?.test(best.passage.text);
    const alone =
      !givesFigure &&
      (!second || second.score < best.score * 0.85 || sectionOf(second.passage) === sectionOf(best.passage));
    // A section whose heading says what was asked ('What we collect') answers it whole, unless one of its statements
    // gives the figure asked.
    const titleStems = terms(best.passage.title);
    const titled = best.passage.kind === 'page' && !givesFigure && stems.some((s) => titleStems.includes(s));
    // One whose heading says what was asked answers whole up to a list of eight ('Questions to ask every vendor'),
    // and whatever its length where the question counts its items as the heading does ('the eight capabilities').
    const size = section ? section.reduce((n, p) => n + p.text.length, 0) : 0;
    const counted = titled && stems.some((s) => titleStems.includes(s) && FIGURE.test(s));
    const short =
      section &&
      (((alone || titled) && section.length <= 4 && size <= 600) ||
        (titled && section.length <= 8 && size <= 900) ||
        counted);
    // A section of one paragraph is no list: the best passages answer with what else they say.
    const items = [...new Set((section ?? []).map(statementOf))];
    // Prices belong to questions about prices: a listed strength that quotes one drops its price.
    const listed = asked && !asked.aboutPrices ? withoutPrices(items) : items;
    if (section && items.length > 1 && ((near.length >= 2 && section.length <= 8) || short)) {
      const page = kb.pages.find((p) => p.url === best.passage.url);
      const more = page ? `More on ${link(page.title, page.url)}.` : '';
      // Of a list of labelled items (a metric's targets), the one the question names is the answer, after the
      // list's lead: the other items would give figures for what was not asked.
      const item = asked?.text ? namedItem(section, terms(asked.text), asked.groups) : undefined;
      const shown = item ? listed.filter((t) => t === statementOf(item) || !LABELLED.test(t)) : listed;
      return withRunnersUp(
        `**${best.passage.title}**\n\n${shown.map((t) => `- ${t}`).join('\n')}`,
        new Set([sectionOf(best.passage)]),
        page?.url,
        [more, anythingElse].filter(Boolean).join('\n\n'),
      );
    }
    const ranked = inSectionOrder(found, section, asked?.groups);
    const chosen: Passage[] = [ranked[0]!.passage];
    const said = [normalize(statementOf(chosen[0]!))];
    for (const other of ranked.slice(1)) {
      if (chosen.length >= 3 || other.score < best.score * 0.85) break;
      const text = normalize(statementOf(other.passage));
      // The same fact worded twice: of two tied wordings the one that says more stands for both ('Paste or import a
      // job description; ISA parses it' against 'ISA extracts the responsibilities, skills and must-haves').
      const same = said.findIndex((s) => s.includes(text) || text.includes(s) || similar(s, text));
      if (same >= 0) {
        if (other.score >= best.score * 0.99 && text.length > said[same]!.length && !text.includes(said[same]!)) {
          chosen[same] = other.passage;
          said[same] = text;
        }
        continue;
      }
      chosen.push(other.passage);
      said.push(text);
    }
    const lines = chosen.map((p) => (chosen.length > 1 ? `- ${headed(p)}` : headed(p)));
    const url = chosen.find((p) => p.url?.startsWith('/'))?.url;
    const page = url ? kb.pages.find((p) => p.url === url) : undefined;
    const more = page ? `More on ${link(page.title, page.url)}.` : '';
    return withRunnersUp(
      lines.join('\n'),
      new Set(chosen.map(sectionOf)),
      page?.url,
      [more, anythingElse].filter(Boolean).join('\n\n'),
    );
  }

  function offTopic(): string {
    return `I don't have information on that: I'm ISA's sales assistant, so I can only help with hiring and with ISA: features, pricing, integrations and how ISA interviews candidates. What are you hiring for? If you'd like to talk to the team, ${demo}.`;
  }

  /** That the assistant knows nothing of what a question names, before what it knows of the topic. */
  function notKnown(names: string[]): string {
    // A code the site never gives ('FREE100') is not said back: a screenshot of it would look like an offer.
    const said = [...new Set(names.map((n) => (CODE_LIKE.test(n) ? 'that code' : n)))];
    return `I don't have information on ${said.join(' or ')}. Here is what I can tell you on the topic:`;
  }

  /** That the knowledge base holds no figure for what was asked, before what it says on the topic. */
  function noFigure(): string {
    return `I don't have information on that figure. Here is what I can tell you:`;
  }

  /** That the knowledge base says nothing of where a figure comes from or how it was measured. */
  function noSource(): string {
    return `I don't have information on where that figure comes from or how it was measured. Here is what the site states:`;
  }

  /** That the knowledge base gives no date for what was asked. */
  function noDate(): string {
    return `I don't have information on a date for that. Here is what I can tell you:`;
  }

  /** That the knowledge base names no country, state or jurisdiction for what was asked. */
  function noPlace(): string {
    return `I don't have information on which country or jurisdiction that is. Here is what I can tell you:`;
  }

  function unknown(): string {
    return `I don't have information on that, and I'd rather not guess. I can tell you about ISA's features, pricing, integrations, languages and how it interviews and ranks candidates. For anything else, ${demo} or write to ${contactLink}.`;
  }

  return {
    demo,
    anythingElse,
    contactLink,
    plans,
    cheapest,
    priciest,
    popular,
    introLine,
    facts,
    topic,
    pageTopic,
    pageLink,
    planSummary,
    planPrice,
    featureAsked,
    featureAnswer,
    featurePlans,
    comparisonTable,
    addOnLines,
    pricingOverview,
    pagePlanAnswer,
    otherPlans,
    planBeside,
    recommendation,
    competitorAnswer,
    rivalNotKnown,
    competitorsOverview,
    passageAnswer,
    alsoRelevant,
    offTopic,
    notKnown,
    noFigure,
    noSource,
    noDate,
    noPlace,
    unknown,
  };
}

export type Composer = ReturnType<typeof createComposer>;
