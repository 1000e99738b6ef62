/**
 * The site's route table (spec section 2). The router (src/core/app/routes.tsx) maps every path here to its
 * page, the prerender writes every content path, the sitemap lists the indexable ones and the end-to-end
 * tests visit them: a page added here and nowhere else fails the type check until it has a page and a title.
 */

/** Pages rendered from content alone: prerendered to static HTML, each with a title in page-titles.ts. */
export const contentPaths = [
  '/',
  '/pricing',
  '/products',
  '/blog',
  '/ai-interview-platform',
  '/best-ai-interviewers',
  '/compare',
  '/compare/isa-vs-hirevue',
  '/compare/isa-vs-sapia',
  '/compare/isa-vs-paradox',
  '/jobs',
  '/resume-test',
  '/hire-isa',
  '/automated-interview-scheduling',
  '/interview-analytics',
  '/bias-free-ai-interviewing',
  '/ai-interview-software-guide',
  '/ai-recruiters-hire-smarter',
  '/automated-interview-scheduling-templates',
  '/interview-analytics-9-metrics',
  '/legal/terms',
  '/legal/privacy',
  '/legal/aup',
  '/legal/candidate-notice',
  '/legal/dpa',
  '/legal/api-ats-addendum',
  '/legal/subprocessors',
  '/privacy-request',
  '/cookies',
  '/accessibility',
] as const;

/** Pages that need data from the API: served as the app shell (job pages also get a server-rendered head). */
export const dataPaths = ['/jobs/:slug', '/jobs/:slug/apply', '/interview/:token'] as const;

export type ContentPath = (typeof contentPaths)[number];
export type DataPath = (typeof dataPaths)[number];
export type SitePath = ContentPath | DataPath;

/** Every route pattern of the site, content pages first. */
export const sitePaths: readonly SitePath[] = [...contentPaths, ...dataPaths];
