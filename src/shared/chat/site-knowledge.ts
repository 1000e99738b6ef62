import { blogArticles } from '../../content/blog';
import { comparisons, comparisonSummary, howToChooseAnAiInterviewer } from '../../content/comparisons';
import { bestAiInterviewersFaq, platformFaq } from '../../content/faq';
import { legalFigures } from '../../content/legal';
import { pageMeta } from '../../content/page-titles';
import { homeContent, productsContent } from '../../content/pages';
import { chatAddOns, chatPlans, pricingFaq, pricingIntroduction } from '../../content/pricing';
import { howItWorksSteps, product, productFeatures } from '../../content/product';
import { siteConfig } from '../../content/site';
import { buildKnowledgeBase, type KnowledgeBase } from './knowledge';

/** Product pages the assistant may point a buyer to. */
const POINTABLE_PAGES = [
  '/ai-interview-platform',
  '/products',
  '/pricing',
  '/automated-interview-scheduling',
  '/interview-analytics',
  '/bias-free-ai-interviewing',
  '/best-ai-interviewers',
  '/compare',
];

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
    blogArticles,
    comparisons,
    comparisonSummary,
    howToChooseAnAiInterviewer,
    faqs: [...platformFaq, ...pricingFaq, ...bestAiInterviewersFaq, ...dataFaq],
    pages: POINTABLE_PAGES.flatMap((url) => {
      const meta = pageMeta[url];
      return meta ? [{ url, title: meta.title, description: meta.description }] : [];
    }),
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
