import type { RouteObject } from 'react-router-dom';
import type { SitePath } from '../../content/routes';

/** A page's lazily loaded module (exports `Component`, as react-router's `lazy` expects). */
export type PageModule = NonNullable<RouteObject['lazy']> & (() => Promise<object>);

/** Pages of one feature, keyed by their path in the site's route table. */
export type PageModules = Partial<Record<SitePath, PageModule>>;
