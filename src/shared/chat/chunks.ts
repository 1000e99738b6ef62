import type { Chunk } from './bm25';
import type { KnowledgeBase } from './knowledge';
import { formatPrice } from './markdown';

/** Splits the knowledge base into passages for retrieval: features, plans, add-ons, FAQs, articles, comparisons, actions. */
export function knowledgeChunks(kb: KnowledgeBase): Chunk[] {
  const chunks: Chunk[] = [];
  chunks.push({
    id: 'product',
    kind: 'product',
    title: kb.product.name,
    text: `${kb.product.tagline} ${kb.product.description} ${kb.product.audience}`,
  });
  [...kb.product.features, ...kb.product.how_it_works, ...kb.product.highlights].forEach((f, i) =>
    chunks.push({ id: `feature-${i}`, kind: 'feature', title: f.title, text: f.description }),
  );
  chunks.push({ id: 'pricing', kind: 'pricing', title: 'Pricing', text: kb.pricing.introduction.join(' ') });
  kb.pricing.plans.forEach((plan, i) =>
    chunks.push({
      id: `plan-${i}`,
      kind: 'plan',
      title: `${plan.name} plan`,
      text: `${plan.name}: ${formatPrice(plan.price, plan.period)}. ${plan.description} Includes: ${plan.features.join(', ')}.`,
      url: '/pricing',
    }),
  );
  kb.pricing.addOns.forEach((addOn, i) =>
    chunks.push({
      id: `addon-${i}`,
      kind: 'addon',
      title: `${addOn.name} add-on`,
      text: `${addOn.name}: ${formatPrice(addOn.price)}. ${addOn.description}`,
    }),
  );
  kb.faq.forEach((item, i) => chunks.push({ id: `faq-${i}`, kind: 'faq', title: item.question, text: item.answer }));
  kb.blog.articles.forEach((article, i) => {
    chunks.push({
      id: `article-${i}`,
      kind: 'article',
      title: article.title,
      text: `${article.summary} ${article.key_topics.map((t) => `${t.topic}: ${t.details}`).join(' ')}`,
      url: article.url,
    });
    article.faq?.forEach((item, j) =>
      chunks.push({
        id: `article-${i}-faq-${j}`,
        kind: 'faq',
        title: item.question,
        text: item.answer,
        url: article.url,
      }),
    );
  });
  const comparisons = kb.competitor_comparisons;
  chunks.push({
    id: 'comparisons',
    kind: 'comparison',
    title: 'How to choose an AI interviewer',
    text: `${comparisons.summary} ${comparisons.how_to_choose_an_ai_interviewer.join(' ')}`,
    url: '/best-ai-interviewers',
  });
  comparisons.competitors.forEach((c, i) => {
    chunks.push({
      id: `competitor-${i}`,
      kind: 'comparison',
      title: `ISA vs ${c.name}`,
      text: `${c.summary} ${c.comparison.strengths.join(' ')}`,
      url: c.url,
    });
    c.faq.forEach((item, j) =>
      chunks.push({ id: `competitor-${i}-faq-${j}`, kind: 'faq', title: item.question, text: item.answer, url: c.url }),
    );
  });
  kb.pages.forEach((page, i) =>
    chunks.push({ id: `page-${i}`, kind: 'page', title: page.title, text: page.description, url: page.url }),
  );
  chunks.push({
    id: 'demo',
    kind: 'action',
    title: 'Book a demo',
    text: kb.actions.demoInfo,
    url: kb.actions.scheduleDemoLink,
  });
  return chunks;
}

/** Splits a passage into sentences, keeping figures such as '4.8/5' whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
