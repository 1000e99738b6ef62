import { blogArticles } from '../../content/blog';
import { comparisons, comparisonSummary, howToChooseAnAiInterviewer } from '../../content/comparisons';
import { bestAiInterviewersFaq, platformFaq } from '../../content/faq';
import { hireIsaCopy } from '../../content/hire-isa';
import { employmentTypeLabels, jobsCopy } from '../../content/jobs';
import { legalDocuments, legalFigures } from '../../content/legal';
import { pageMeta } from '../../content/page-titles';
import { contentPages, homeContent, productsContent } from '../../content/pages';
import { chatAddOns, chatPlans, pricingFaq, pricingIntroduction, pricingPlans } from '../../content/pricing';
import { howItWorksSteps, product, productFeatures, productStats } from '../../content/product';
import { siteConfig } from '../../content/site';
import { boothCopy } from '../../content/booth';
import { privacyRequestCopy } from '../../content/privacy-request';
import { PRIVACY_REQUEST_TYPES } from '../privacy-request-limits';
import { INTERVIEW_MINUTES } from '../interview';
import { buildKnowledgeBase, type KnowledgeBase, type SitePage } from './knowledge';

type Section = SitePage['sections'][number];

// Keys of content objects that hold links, ids, dates or UI labels rather than copy a buyer could ask about.
const NOT_COPY = new Set([
  'path',
  'slug',
  'to',
  'url',
  'ctaUrl',
  'annualCtaUrl',
  'video',
  'videoButtons',
  'datePublished',
  'dateModified',
  'updated',
  'cta',
  'popular',
  'hasAnnualPricing',
  'isEnterprise',
  'price',
  'annualPrice',
  'annualNote',
  'links',
]);

/**
 * Every sentence of copy in a content value, grouped under the nearest heading: strings, cards
 * ('title: description'), questions and answers, steps, bullets, nested sections. Walks any shape, so a
 * fact added to the content is indexed without being listed here.
 */
export function sectionsOf(value: unknown, heading: string): Section[] {
  const sections: Section[] = [];
  const add = (h: string, text: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t.length < 12 || !/\s/.test(t) || /^(https?:|mailto:|\/)/.test(t)) return;
    const last = sections[sections.length - 1];
    if (last && last.heading === h) last.text.push(t);
    else sections.push({ heading: h, text: [t] });
  };
  const walk = (v: unknown, h: string) => {
    if (typeof v === 'string') return add(h, v);
    if (Array.isArray(v)) return v.forEach((item) => walk(item, h));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (typeof o.question === 'string' && typeof o.answer === 'string') return add(o.question, o.answer);
    if (typeof o.title === 'string' && typeof o.description === 'string' && Object.keys(o).length <= 3) {
      return add(h, `${o.title}: ${o.description}`);
    }
    if (typeof o.label === 'string' && typeof o.description === 'string') return add(h, `${o.label}: ${o.description}`);
    if (typeof o.value === 'string' && typeof o.label === 'string') return add(h, `${o.value} ${o.label}`);
    if (typeof o.topic === 'string' && typeof o.details === 'string') return add(h, `${o.topic}: ${o.details}`);
    const own = typeof o.heading === 'string' ? o.heading : typeof o.subtitle === 'string' ? h : h;
    for (const [key, child] of Object.entries(o)) {
      if (NOT_COPY.has(key) || key === 'heading' || typeof child === 'function') continue;
      walk(child, own);
    }
  };
  walk(value, heading);
  return sections;
}

/** What each route shows, as content values (the pages render the same values). */
function routeContent(path: string): unknown[] {
  const page = contentPages[path];
  if (page) return [page];
  const legal = legalDocuments[path];
  // The date a policy was last updated is shown on its page, not in its copy.
  if (legal) return [legal, { heading: `${legal.heading}: last updated`, text: [`Last updated ${legal.updated}.`] }];
  const article = blogArticles.find((a) => `/${a.slug}` === path);
  // So are an article's dates, shown under its title.
  if (article) {
    const dates = `'${article.title}' was published on ${article.datePublished} and last updated on ${article.dateModified}.`;
    return [
      { summary: article.summary, keyTopics: article.keyTopics, sections: article.sections },
      { heading: 'Published and last updated', text: [dates] },
    ];
  }
  const comparison = comparisons.find((c) => `/compare/${c.slug}` === path);
  if (comparison) {
    const { competitor: name } = comparison;
    return [
      comparison.summary,
      { heading: 'ISA strengths', text: comparison.strengths.isa },
      { heading: `${name} strengths`, text: comparison.strengths.competitor },
      { heading: 'ISA watch-outs', text: comparison.watchOuts.isa },
      { heading: `${name} watch-outs`, text: comparison.watchOuts.competitor },
      { heading: 'Best fit by scenario', text: comparison.bestFit.map((f) => `${f.scenario}: ${f.pick}. ${f.why}`) },
    ];
  }
  switch (path) {
    case '/':
      return [
        homeContent,
        { heading: 'How ISA works', steps: howItWorksSteps },
        { heading: 'ISA in figures', productStats },
      ];
    case '/products':
      return [productsContent, { heading: 'The eight capabilities of ISA', features: productFeatures }];
    case '/pricing':
      // The plans themselves are the knowledge base's page plans; the page's FAQ is among the FAQs.
      return [{ heading: 'Pricing', pricingIntroduction }];
    case '/compare':
    case '/best-ai-interviewers':
      return [comparisonSummary, { heading: 'How to choose an AI interviewer', howToChooseAnAiInterviewer }];
    case '/blog':
      return [{ heading: 'Articles', articles: blogArticles.map((a) => ({ title: a.title, description: a.summary })) }];
    case '/hire-isa':
      return [
        hireIsaCopy.intro,
        {
          heading: hireIsaCopy.dialog.title,
          text: [hireIsaCopy.dialog.newLead, `${hireIsaCopy.dialog.promoLabel}: ${siteConfig.promoCode}.`],
        },
        { heading: 'Marketing e-mail', text: [`${hireIsaCopy.marketingConsent} ${hireIsaCopy.privacyPolicy}.`] },
        {
          heading: 'The Hire ISA form',
          text: [
            `The form asks for ${Object.values(hireIsaCopy.fields).join(', ')}.`,
            // The toast points to the dialog a first-time sender sees next: where to go on from the form.
            `${hireIsaCopy.toastTitle} ${hireIsaCopy.toastMessage} ${hireIsaCopy.dialog.title}: ${hireIsaCopy.dialog.newLead}`,
            `Submitted before? ${hireIsaCopy.dialog.existingLead}`,
            `${hireIsaCopy.dialog.wizardLink}: ${hireIsaCopy.thankYou}`,
          ],
        },
      ];
    case '/jobs': {
      const { board, apply } = jobsCopy;
      return [
        {
          heading: 'Finding a job',
          text: [
            `${board.searchLabel}: by ${board.searchPlaceholder.toLowerCase()}, ${board.locationLabel.toLowerCase()}, ${board.departmentLabel.toLowerCase()} and ${board.employmentTypeLabel.toLowerCase()}, or tick ${board.remoteLabel}.`,
            `${board.searchLabel} by keyword: the search box takes ${board.searchPlaceholder}.`,
            `${board.locationLabel} filter: ${board.locationPlaceholder}; tick ${board.remoteLabel} for remote jobs.`,
            `${board.departmentLabel} filter: ${board.allDepartments} or one department.`,
            `${board.employmentTypeLabel} filter: ${Object.values(employmentTypeLabels).join(', ')}.`,
            `${board.feeds} ${board.rssFeed} or ${board.jsonFeed}.`,
          ],
        },
        {
          heading: 'Applying to a job',
          text: [
            `${apply.uploadTitle}: ${apply.uploadHint}`,
            `${apply.pasteTitle}: ${apply.pastePlaceholder}`,
            `${apply.confirmTitle}: before you submit, check the ${[apply.firstName, apply.lastName, apply.email, apply.phone].join(', ').toLowerCase()} and ${apply.linkedIn} read from your resume, next to a ${apply.previewLabel}.`,
            apply.consent,
            `Once you submit: ${apply.linkReadyTitle}. ${apply.linkReadyText}`,
            `${apply.alreadyAppliedTitle}: ${apply.alreadyAppliedText}`,
            `Applying again: ${apply.alreadyAppliedNote}`,
            `Job closed: ${apply.jobClosed}`,
          ],
        },
      ];
    }
    case '/privacy-request': {
      const { intro, form, received } = privacyRequestCopy;
      return [
        intro,
        {
          heading: 'The privacy request form',
          text: [
            `The form asks for your ${form.fullName}, ${form.email} and ${form.requestType}; ${form.details} are optional: ${form.detailsHint.replace(/^Optional\.\s*/, '')}`,
            `${form.requestType}: ${PRIVACY_REQUEST_TYPES.join(', ')}.`,
            form.alsoWrite(siteConfig.privacyEmail),
          ],
        },
        {
          heading: 'After a privacy request',
          text: [`${received.title}: you get a reference number. ${received.after}`],
        },
      ];
    }
    default:
      return [];
  }
}

/**
 * Screens a candidate or a booth visitor sees that have no page of their own to link to: the interview a
 * candidate opens from their e-mail, and the conference kiosk.
 */
function unlinkedPages(): SitePage[] {
  const interview = jobsCopy.interview;
  const { start, scan, phone, pasteOnly, staff } = boothCopy;
  const ratings = Object.values(staff.ratings);
  const screens = [
    {
      title: interview.title,
      content: [
        {
          heading: interview.whatToExpectTitle,
          text: [
            ...interview.whatToExpect(INTERVIEW_MINUTES),
            interview.keepLink,
            interview.pauseNote,
            interview.accommodations(siteConfig.accessibilityEmail),
            interview.consent,
          ],
        },
        {
          heading: 'Typing and sending',
          text: [interview.answerHint, interview.sendFailed, interview.answeredElsewhere],
        },
        { heading: interview.doneTitle, text: [interview.doneText('the job')] },
        { heading: interview.nextStepsTitle, text: interview.nextSteps },
        { heading: interview.expiredTitle, text: interview.expiredText },
        { heading: 'A link that does not open', text: [interview.invalid, interview.notFound] },
      ],
    },
    {
      title: start.eyebrow,
      content: [
        { heading: start.eyebrow, text: Object.values(start.actions).map((a) => `${a.title}: ${a.hint}.`) },
        {
          heading: scan.title,
          text: [`${scan.instructions} ${scan.filled}`, scan.noCamera, scan.refused, scan.failed, scan.unreadable],
        },
        { heading: phone.title, text: [phone.text, pasteOnly] },
        // The staff screen of the kiosk: how the people at the booth qualify the leads it captured.
        {
          heading: staff.recentTitle,
          text: [
            `Staff at the booth give each recent lead a ${staff.rating.toLowerCase()} (${ratings.slice(0, -1).join(', ')} or ${ratings.at(-1)}) and add ${staff.notes.toLowerCase()} and ${staff.interests.toLowerCase()}; saved updates are sent with the next sync.`,
          ],
        },
      ],
    },
  ];
  return screens.map(({ title, content }) => ({
    url: '',
    title,
    description: '',
    sections: sectionsOf(content, title),
  }));
}

/** Every indexed route of the site with its copy, section by section, then the screens without a route. */
function sitePages(): SitePage[] {
  return [
    ...Object.entries(pageMeta)
      .filter(([path]) => path !== '/resume-test')
      .map(([url, meta]) => ({
        url,
        title: meta.title,
        description: meta.description,
        sections: routeContent(url).flatMap((value) => sectionsOf(value, meta.title)),
      })),
    ...unlinkedPages(),
  ];
}

const consent = homeContent.why.reasons.find((r) => /consent/i.test(r.title));

/** What buyers ask about candidate data, answered from the figures the legal pages quote. */
const dataFaq = [
  {
    question: 'How is candidate consent and data retention handled?',
    answer:
      `${consent?.description ?? ''} Interview transcripts are kept for ${legalFigures.transcriptRetention}. See the privacy policy (/legal/privacy) and the candidate notice (/legal/candidate-notice).`.trim(),
  },
  {
    question: 'Is candidate data secure and private?',
    answer: `Data travels encrypted with ${legalFigures.minimumTls}; security incidents are notified within ${legalFigures.incidentNoticeHours} hours; client data is deleted or returned within ${legalFigures.clientDataReturnDays} days of a request or termination. Candidate consent is part of the interview flow.`,
  },
  {
    question: 'What availability does the ISA service target?',
    answer: `ISA targets ${legalFigures.apiAvailability} API availability, and candidates can interview 24/7.`,
  },
];

/** The canonical knowledge base of the site, built from the same content modules the pages render. */
export function siteKnowledgeBase(): KnowledgeBase {
  return buildKnowledgeBase({
    product,
    audience: productsContent.intro,
    features: productFeatures,
    howItWorks: howItWorksSteps,
    highlights: homeContent.why.reasons,
    pricingIntroduction,
    chatPlans,
    chatAddOns,
    pagePlans: pricingPlans,
    blogArticles,
    comparisons,
    comparisonSummary,
    howToChooseAnAiInterviewer,
    faqs: [...platformFaq, ...pricingFaq, ...bestAiInterviewersFaq, ...dataFaq],
    pages: sitePages(),
    demoInfo:
      'In a live demo, about 15 minutes, we show ISA interviewing a candidate for one of your roles, the scorecard it builds and the ranked, evidence-linked shortlist your team receives.',
    links: { getStarted: siteConfig.getStartedUrl, booking: siteConfig.bookingUrl },
    contact: {
      email: siteConfig.contactEmail,
      privacyEmail: siteConfig.privacyEmail,
      accessibilityEmail: siteConfig.accessibilityEmail,
    },
  });
}
