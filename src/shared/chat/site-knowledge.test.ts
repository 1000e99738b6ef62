import { describe, expect, it } from 'vitest';
import { blogArticles } from '../../content/blog';
import { legalDocuments, legalFigures } from '../../content/legal';
import { pageMeta } from '../../content/page-titles';
import { siteConfig } from '../../content/site';
import { knowledgePassages, pageSections } from './passages';
import { sectionsOf, siteKnowledgeBase } from './site-knowledge';

const kb = siteKnowledgeBase();
const passages = knowledgePassages(kb);

describe('site knowledge', () => {
  it('holds every indexed page of the site', () => {
    const urls = kb.pages.map((p) => p.url);
    for (const path of Object.keys(pageMeta).filter((p) => p !== '/resume-test')) expect(urls).toContain(path);
  });

  it('indexes every legal figure, home and product claim and analytics metric as a passage', () => {
    const text = passages.map((p) => p.text).join('\n');
    for (const figure of Object.values(legalFigures)) expect(text).toContain(String(figure));
    for (const claim of ['75% less screening time', 'Time-to-fill from 45 to 15 days', '4.8/5', 'startups']) {
      expect(text).toContain(claim);
    }
    for (const metric of ['Completion rate', 'Drop-off points', 'Time-to-first-interview', 'Offer-accept rate']) {
      expect(passages.some((p) => p.title.includes(metric) || p.text.includes(metric))).toBe(true);
    }
  });

  it('indexes the date each article was published and last updated, as its page shows them', () => {
    for (const article of blogArticles) {
      const dates = passages.find((p) => p.url === `/${article.slug}` && p.title === 'Published and last updated');
      expect(dates?.text).toBe(
        `'${article.title}' was published on ${article.datePublished} and last updated on ${article.dateModified}.`,
      );
    }
  });

  it('lists under each page section every statement it shows, also one the index holds under another page', () => {
    const targets = pageSections(kb, passages).get('/interview-analytics#30-day KPI targets') ?? [];
    expect(targets.map((p) => p.text)).toEqual([
      expect.stringContaining('Record a baseline'),
      expect.stringContaining('Completion rate'),
      expect.stringContaining('Time-to-first-interview'),
      expect.stringContaining('Time-to-shortlist'),
      expect.stringContaining('Hiring manager time-to-decision'),
    ]);
  });

  it("keeps a short sentence of what 'we' do with the sentence it answers ('email us... We reply within...')", () => {
    const reply = passages.find((p) => p.text.includes('We reply within two business days'));
    expect(reply?.text).toMatch(/barrier on this site, email .+\. We reply within two business days\.$/);
  });

  it('indexes what candidates and booth visitors see: the interview, the jobs board, the kiosk and the promo code', () => {
    const text = passages.map((p) => p.paragraph).join('\n');
    for (const fact of [
      'it is personal to you',
      'Every answer is saved as you send it',
      'limited time after the application',
      'Remote only',
      'RSS feed',
      'You have already applied to this job',
      'Scan this code to apply from your own phone',
      'Hold the QR code on your badge',
      `Promo code: ${siteConfig.promoCode}`,
      // The interview screen, the apply form, the board's filters and the Hire ISA form and dialog.
      'one at a time',
      'Shift+Enter starts a new line',
      'It is still in the box',
      'perhaps on another device',
      'Confirm your details',
      'Resume preview',
      'City, state or country',
      'Full-time, Part-time',
      'Company (optional)',
      'already on file',
      'Job Import Wizard',
      // What a first-time sender of the Hire ISA form is told next.
      'Thanks for your interest in ISA',
      // How the staff at the booth qualify the leads the kiosk captured.
      'Hot, Warm or Cold',
      // The date each policy was last updated.
      `Last updated ${legalDocuments['/legal/privacy']!.updated}`,
    ]) {
      expect(text).toContain(fact);
    }
    // The number of interview questions is each job's own: no line states one.
    expect(text).not.toContain('NaN');
    // A screen without a route links nowhere.
    const badge = passages.find((p) => p.text.includes('QR code'));
    expect(badge?.url).toBeUndefined();
  });

  it('reads copy from any content shape under its headings', () => {
    const sections = sectionsOf(
      {
        heading: 'Top',
        intro: 'An introduction long enough.',
        sections: [{ heading: 'Inner', bullets: ['A bullet long enough.'], path: '/not-copy' }],
        cards: [{ title: 'Card', description: 'What the card says.' }],
      },
      'Page',
    );
    expect(sections).toEqual([
      { heading: 'Top', text: ['An introduction long enough.'] },
      { heading: 'Inner', text: ['A bullet long enough.'] },
      { heading: 'Top', text: ['Card: What the card says.'] },
    ]);
  });
});
