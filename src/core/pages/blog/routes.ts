import type { PageModules } from '../../app/page-modules';

const article = () => import('./Article');

/** The blog index and its four articles. */
export const blogPages = {
  '/blog': () => import('./BlogIndex'),
  '/automated-interview-scheduling-templates': article,
  '/interview-analytics-9-metrics': article,
  '/ai-interview-software-guide': article,
  '/ai-recruiters-hire-smarter': article,
} satisfies PageModules;
