import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import '../src/core/app/styles';
import { App } from '../src/core/app/App';
import { routes } from '../src/core/app/routes';
import { createWebPlatform } from './platform';

const container = document.getElementById('root')!;
const prerendered = container.hasChildNodes();

if (prerendered) {
  // The prerendered markup must meet the same tree on the first client render: load the lazy route modules
  // of this URL before hydrating, so the router starts initialised rather than with a fallback.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App platform={createWebPlatform()} router={router} />
  </StrictMode>
);

if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
