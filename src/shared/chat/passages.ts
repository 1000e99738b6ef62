import type { KnowledgeBase, PagePlan } from './knowledge';
import { formatPrice } from './markdown';
import { normalize } from './text';

/** A statement of the knowledge base that retrieval can return, with where it stands on the site. */
export interface Passage {
  id: string;
  kind: 'product' | 'feature' | 'plan' | 'addon' | 'pricing' | 'faq' | 'article' | 'comparison' | 'page' | 'action';
  /** What the passage is about: its heading, a card's title or a FAQ's question. */
  title: string;
  /** The page it sits on (its title), if any. */
  page?: string;
  /** Site path or external link to point to, if any. */
  url?: string;
  /** The statement itself: one sentence, bullet, card or answer. */
  text: string;
  /** The paragraph the statement comes from (the statement itself when it stands alone). */
  paragraph: string;
  /** A page's own summary (its meta description): an answer about the whole page. */
  summary?: boolean;
  /** The statement names a competitor: it speaks of that product rather than of ISA. */
  rival?: boolean;
}

/** Splits a passage into sentences, keeping figures such as '4.8/5' whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A short sentence that speaks of 'it' or 'them' ('Please do not share it.'), or that only says what 'we' do
 * about the sentence before ('We reply within two business days.'), says nothing without that sentence.
 */
const LEANS_BACK = /^.{0,40}\b(it|them)\b.{0,10}$|^we \w+ .{0,30}$/i;

/** Sentences, each short one that leans on the sentence before joined to it. */
function withAntecedents(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (out.length > 0 && LEANS_BACK.test(part)) out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  return out;
}

/** The statements of a paragraph, one passage each. */
function statementsOf(text: string): string[] {
  return withAntecedents(sentences(text));
}

/**
 * Each page section's statements in page order, by `url#heading`. A statement the index holds once, under the
 * section that said it first (a target the analytics page shares with a blog guide), is still an item of every
 * section that lists it, so a list quoted whole ('the 30-day KPI targets') keeps all its items.
 */
export function pageSections(kb: KnowledgeBase, passages: Passage[]): Map<string, Passage[]> {
  const byText = new Map(passages.map((p) => [normalize(p.text), p]));
  const sections = new Map<string, Passage[]>();
  for (const page of kb.pages) {
    for (const section of page.sections) {
      const key = `${page.url || ''}#${section.heading}`;
      const items = section.text.flatMap(statementsOf).flatMap((t) => byText.get(normalize(t)) ?? []);
      sections.set(key, [...new Set([...(sections.get(key) ?? []), ...items])]);
    }
  }
  return sections;
}

/** The product's own name, as a word of a title. */
const PRODUCT_WORD = ' isa ';

/**
 * Whether a statement speaks of a competitor rather than of ISA: it names one, or stands under a heading that
 * names one and not ISA ('HireVue watch-outs': 'Video can raise the bar for candidates...').
 */
export function speaksOfRival(text: string, title: string, rivals: string[]): boolean {
  const names = (words: string) => rivals.some((name) => words.includes(` ${name} `));
  const heading = ` ${title} `;
  return names(` ${text} `) || (names(heading) && !heading.includes(PRODUCT_WORD));
}

/**
 * Every statement of the knowledge base as a passage: each sentence of each page section, each FAQ, feature,
 * plan, add-on, comparison and action. Nothing is listed by hand: a fact added to the content is a passage.
 */
export function knowledgePassages(kb: KnowledgeBase): Passage[] {
  const passages: Passage[] = [];
  const seen = new Map<string, Passage>();
  const rivals = kb.competitor_comparisons.competitors.map((c) => normalize(c.name).split(' ')[0]!);
  const add = (p: Omit<Passage, 'id' | 'paragraph'> & { paragraph?: string }) => {
    const key = normalize(p.text);
    if (!key) return;
    const earlier = seen.get(key);
    if (earlier) {
      // The same statement again, now with the page it stands on: point to that page.
      if (!earlier.url?.startsWith('/') && p.url?.startsWith('/')) Object.assign(earlier, { url: p.url, page: p.page });
      return;
    }
    const rival = speaksOfRival(key, normalize(p.title), rivals) || undefined;
    const passage = { ...p, id: `p${passages.length}`, paragraph: p.paragraph ?? p.text, rival };
    seen.set(key, passage);
    passages.push(passage);
  };
  /** A paragraph as one passage per sentence, each remembering its paragraph. */
  const addParagraph = (p: Omit<Passage, 'id' | 'paragraph'>) => {
    const parts = statementsOf(p.text);
    if (parts.length <= 1) return add(p);
    for (const sentence of parts) add({ ...p, text: sentence, paragraph: p.text });
  };

  const product = kb.product;
  const cards = [...product.features, ...product.how_it_works, ...product.highlights];
  for (const f of cards)
    add({ kind: 'feature', title: f.title, text: `${f.title}: ${f.description}`, url: '/products' });
  addParagraph({ kind: 'product', title: product.name, text: `${product.tagline} ${product.description}` });
  addParagraph({ kind: 'product', title: `Who ${product.name} is for`, text: product.audience, url: '/products' });

  for (const line of kb.pricing.introduction) add({ kind: 'pricing', title: 'Pricing', text: line, url: '/pricing' });
  for (const plan of kb.pricing.plans) {
    add({
      kind: 'plan',
      title: `${plan.name} plan`,
      text: `${plan.name}: ${formatPrice(plan.price, plan.period)}. ${plan.description} Includes: ${plan.features.join(', ')}.`,
      url: '/pricing',
    });
  }
  for (const plan of kb.pricing.pagePlans) {
    add({ kind: 'plan', title: `${plan.name} plan`, text: pagePlanStatement(plan), page: 'Pricing', url: '/pricing' });
  }
  for (const addOn of kb.pricing.addOns) {
    add({
      kind: 'addon',
      title: `${addOn.name} add-on`,
      text: `${addOn.name}: ${formatPrice(addOn.price)}. ${addOn.description}`,
    });
  }

  for (const item of kb.faq) add({ kind: 'faq', title: item.question, text: item.answer });
  for (const article of kb.blog.articles) {
    for (const item of article.faq ?? []) {
      add({ kind: 'faq', title: item.question, text: item.answer, page: article.title, url: article.url });
    }
  }
  const cc = kb.competitor_comparisons;
  addParagraph({
    kind: 'comparison',
    title: 'AI interviewers compared',
    text: cc.summary,
    url: '/best-ai-interviewers',
  });
  for (const c of cc.competitors) {
    for (const item of c.faq)
      add({ kind: 'faq', title: item.question, text: item.answer, page: `ISA vs ${c.name}`, url: c.url });
  }

  for (const page of kb.pages) {
    if (page.description) {
      add({ kind: 'page', title: page.title, text: page.description, page: page.title, url: page.url, summary: true });
    }
    for (const section of page.sections) {
      for (const text of section.text) {
        // A screen without a route of its own (the candidate's interview) has nothing to link to.
        addParagraph({ kind: 'page', title: section.heading, text, page: page.title, url: page.url || undefined });
      }
    }
  }

  add({ kind: 'action', title: 'Book a demo', text: kb.actions.demoInfo, url: kb.actions.scheduleDemoLink });
  return passages;
}

/** A dollar price as a number ('$7,668' is 7668), if it is one. */
function dollars(price: string): number | undefined {
  const figure = price.match(/^\$(\d[\d,]*)$/)?.[1];
  return figure ? Number(figure.replace(/,/g, '')) : undefined;
}

/**
 * What billing annually takes off the monthly price, in percent ('a 20% saving', as the pricing page's toggle
 * badge says), so that a question on the annual discount finds its size in the plan's own line.
 */
function annualSaving(plan: PagePlan): string {
  const monthly = dollars(plan.price);
  const annual = plan.annualPrice ? dollars(plan.annualPrice) : undefined;
  if (!monthly || !annual || annual >= monthly) return '';
  return `, a ${Math.round((1 - annual / monthly) * 100)}% saving`;
}

/** A pricing-page plan in a line: its price (and price billed annually), who it is for and what it includes. */
export function pagePlanStatement(plan: PagePlan): string {
  const price = plan.price === 'Custom' ? 'custom pricing' : `${plan.price} ${plan.period}`.trim();
  const annual = plan.annualPrice
    ? `, or ${plan.annualPrice} per month billed annually${annualSaving(plan)}${plan.annualNote ? ` (${plan.annualNote})` : ''}`
    : '';
  const popular = plan.popular ? ' The most popular plan on the pricing page.' : '';
  return `${plan.name}: ${price}${annual}. ${plan.subtitle}. ${plan.description}${popular} Includes: ${plan.features.join(', ')}.`;
}
