import type { PageModules } from '../../app/page-modules';

const legalPage = () => import('./LegalPage');

/** Legal and policy pages, and the privacy request form. */
export const legalPages = {
  '/legal/terms': legalPage,
  '/legal/privacy': legalPage,
  '/legal/aup': legalPage,
  '/legal/candidate-notice': legalPage,
  '/legal/dpa': legalPage,
  '/legal/api-ats-addendum': legalPage,
  '/legal/subprocessors': legalPage,
  '/privacy-request': () => import('./PrivacyRequest'),
  '/cookies': legalPage,
  '/accessibility': legalPage,
} satisfies PageModules;
