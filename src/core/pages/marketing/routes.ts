import type { PageModules } from '../../app/page-modules';

const contentPage = () => import('./ContentPageView');

/** Marketing pages. */
export const marketingPages = {
  '/': () => import('./Home'),
  '/ai-interview-platform': contentPage,
  '/products': () => import('./Products'),
  '/pricing': () => import('./Pricing'),
  '/automated-interview-scheduling': contentPage,
  '/interview-analytics': contentPage,
  '/bias-free-ai-interviewing': contentPage,
} satisfies PageModules;
