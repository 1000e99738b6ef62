import type { RouteObject } from 'react-router-dom';

const page = () => import('../BasicPage');

/** Legal and policy pages, and the privacy request form. */
export const legalRoutes: RouteObject[] = [
  { path: 'legal/terms', lazy: page },
  { path: 'legal/privacy', lazy: page },
  { path: 'legal/aup', lazy: page },
  { path: 'legal/candidate-notice', lazy: page },
  { path: 'legal/dpa', lazy: page },
  { path: 'legal/api-ats-addendum', lazy: page },
  { path: 'legal/subprocessors', lazy: page },
  { path: 'privacy-request', lazy: page },
  { path: 'cookies', lazy: page },
  { path: 'accessibility', lazy: page },
];
