import type { RouteObject } from 'react-router-dom';

const legalPage = () => import('./LegalPage');

/** Legal and policy pages, and the privacy request form. */
export const legalRoutes: RouteObject[] = [
  { path: 'legal/terms', lazy: legalPage },
  { path: 'legal/privacy', lazy: legalPage },
  { path: 'legal/aup', lazy: legalPage },
  { path: 'legal/candidate-notice', lazy: legalPage },
  { path: 'legal/dpa', lazy: legalPage },
  { path: 'legal/api-ats-addendum', lazy: legalPage },
  { path: 'legal/subprocessors', lazy: legalPage },
  { path: 'privacy-request', lazy: () => import('./PrivacyRequest') },
  { path: 'cookies', lazy: legalPage },
  { path: 'accessibility', lazy: legalPage },
];
