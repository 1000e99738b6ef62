import type { PageModules } from '../../app/page-modules';

const comparison = () => import('./ComparisonPage');

/** The comparison hub, the buyer's guide and one page per competitor. */
export const comparePages = {
  '/best-ai-interviewers': () => import('../marketing/ContentPageView'),
  '/compare': () => import('./CompareHub'),
  '/compare/isa-vs-hirevue': comparison,
  '/compare/isa-vs-sapia': comparison,
  '/compare/isa-vs-paradox': comparison,
} satisfies PageModules;
