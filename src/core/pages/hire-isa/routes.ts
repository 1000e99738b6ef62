import type { PageModules } from '../../app/page-modules';

/** The lead form. */
export const hireIsaPages = { '/hire-isa': () => import('./HireIsaPage') } satisfies PageModules;
