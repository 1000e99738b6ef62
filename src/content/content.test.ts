import { describe, expect, it } from 'vitest';
import { blogArticles } from './blog';
import { comparisons } from './comparisons';
import { platformFaq } from './faq';
import { pageMeta } from './page-titles';
import { chatAddOns, chatPlans, pricingIntroduction, pricingPlans } from './pricing';
import { howItWorksSteps, productFeatures } from './product';

describe('typed content', () => {
  it('has the eight product features and four how-it-works steps', () => {
    expect(productFeatures).toHaveLength(8);
    expect(howItWorksSteps.map((step) => step.title)).toEqual([
      'Parses and Enriches',
      'Generates Scorecards',
      'Interviews on Demand',
      'Scores and Ranks',
    ]);
  });

  it('prices the pricing-page plans as the spec gives them', () => {
    const byName = Object.fromEntries(pricingPlans.map((plan) => [plan.name, plan]));
    expect(byName['Recruiter Standard']).toMatchObject({ price: '$39', period: 'per job', popular: false });
    expect(byName['Recruiter Pro']).toMatchObject({ price: '$149', period: 'per job', popular: true });
    expect(byName['Team Pro']).toMatchObject({ price: '$799', annualPrice: '$639', hasAnnualPricing: true });
    expect(byName['Enterprise']).toMatchObject({ price: 'Custom', isEnterprise: true });
    expect(pricingPlans.filter((plan) => plan.hasAnnualPricing).map((plan) => plan.name)).toEqual([
      'Team Pro',
      'Enterprise',
    ]);
    for (const plan of pricingPlans) expect(plan.ctaUrl).toMatch(/^https:\/\//);
  });

  it('keeps the chat price list separate from the pricing page', () => {
    expect(chatPlans.map((plan) => [plan.name, plan.price, plan.isPopular])).toEqual([
      ['Recruiter Assistant', 199, false],
      ['Business Pro', 499, true],
    ]);
    expect(chatAddOns).toEqual([expect.objectContaining({ name: 'Post job on LinkedIn', price: 275 })]);
    expect(pricingIntroduction.join(' ')).toMatch(/no setup fees/i);
    expect(pricingIntroduction.join(' ')).toMatch(/no per-interview fees or caps/i);
  });

  it('gives every article and comparison a page title and full content', () => {
    expect(blogArticles).toHaveLength(4);
    for (const article of blogArticles) {
      expect(pageMeta[`/${article.slug}`]?.title).toBe(article.title);
      expect(article.sections.length).toBeGreaterThan(3);
      expect(article.datePublished).toBe('2025-01-01');
      expect(article.dateModified).toMatch(/^2025-08-/);
    }
    const analytics = blogArticles.find((article) => article.slug === 'interview-analytics-9-metrics')!;
    expect(analytics.sections.filter((section) => /^\d\. /.test(section.heading))).toHaveLength(9);
    expect(comparisons.map((comparison) => comparison.slug)).toEqual([
      'isa-vs-hirevue',
      'isa-vs-sapia',
      'isa-vs-paradox',
    ]);
    for (const comparison of comparisons) expect(pageMeta[`/compare/${comparison.slug}`]).toBeDefined();
  });

  it('answers the platform questions the spec lists', () => {
    const questions = platformFaq.map((item) => item.question).join(' ');
    for (const topic of [/interview/i, /ATS/, /chatbot/i, /shortlist/i, /limit/i, /languages/i, /voice/i]) {
      expect(questions).toMatch(topic);
    }
  });
});
