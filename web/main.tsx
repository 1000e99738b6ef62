import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../src/core/app/styles';
import { App } from '../src/core/app/App';
import { loadRoutePages } from '../src/core/app/page-modules';
import { routes } from '../src/core/app/routes';
import { applyDeferredCss } from './deferred-css';
import { createWebPlatform } from './platform';
import { readServerData } from './server-data';

const container = document.getElementById('root')!;

// A prerendered page painted with the CSS inlined in its head; the whole style sheet applies from now on.
applyDeferredCss(document);

// The first render must show this URL's page, not nothing: a prerendered page's markup has to meet the same
// tree to hydrate, and an app shell renders the page in one pass. The page's modules load first (the
// prerendered HTML preloads them alongside this entry).
await loadRoutePages(routes, window.location);

// A page the server rendered from the database carries that data: the data cache starts with it (its first
// reader creates it from this seed), so hydration meets the same markup and the page fetches nothing again.
const seed = readServerData(document);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App platform={createWebPlatform()} routes={routes} data={{ seed }} />
    </BrowserRouter>
  </StrictMode>
);

// Hydration as a transition renders in slices of ~5 ms that yield to the browser between them, rather than one
// task: the page already shows its server markup, and a phone's main thread stays free to answer input.
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
