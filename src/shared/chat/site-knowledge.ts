import { blogArticles } from '../../core/content/blog';
import { comparisons, comparisonSummary, howToChooseAnAiInterviewer } from '../../core/content/comparisons';
import { bestAiInterviewersFaq, platformFaq } from '../../core/content/faq';
import { pageMeta } from '../../core/content/page-titles';
import { chatAddOns, chatPlans, pricingFaq, pricingIntroduction } from '../../core/content/pricing';
import { howItWorksSteps, product, productFeatures } from '../../core/content/product';
import { siteConfig } from '../../core/content/site';
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

/** The canonical knowledge base of the site, built from the same content modules the pages render. */
export function siteKnowledgeBase(): KnowledgeBase {
  return buildKnowledgeBase({
    product,
    features: productFeatures,
    howItWorks: howItWorksSteps,
    pricingIntroduction,
    chatPlans,
    chatAddOns,
    blogArticles,
    comparisons,
    comparisonSummary,
    howToChooseAnAiInterviewer,
    faqs: [...platformFaq, ...pricingFaq, ...bestAiInterviewersFaq],
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
