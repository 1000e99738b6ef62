import { MantineProvider, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { Toaster } from '../components/Toaster';
import { PlatformProvider } from '../platform/context';
import type { Platform } from '../platform/platform';
import { markAppReady } from './app-ready';
import { AppChromeContext } from './Layout';
import { RouteErrorBoundary } from './RouterError';
import { COLOR_SCHEME_KEY, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

// Mantine's default "dimmed" grey is below 4.5:1 on white; these shades keep secondary text readable.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Mantine's red-6 error text is 3.3:1 on white; red-9 passes 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Links and error text in Mantine's dark defaults (brand-4, red-8) are below 4.5:1 on the dark body.
    '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

export interface AppProvidersProps {
  platform: Platform;
  children: ReactNode;
  /** Extra UI the composition root shows on every page. */
  chrome?: ReactNode;
  queryClient?: QueryClient;
}

/** Theme, notifications, data cache, state store and the Platform, shared by every target and the prerender. */
export function AppProviders({ platform, children, chrome, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <PlatformProvider platform={platform}>
      <JotaiProvider>
        <QueryClientProvider client={client}>
          <MantineProvider
            theme={theme}
            defaultColorScheme="auto"
            colorSchemeManager={colorSchemeManager}
            cssVariablesResolver={cssVariablesResolver}
          >
            <Toaster />
            <AppChromeContext.Provider value={chrome ?? null}>{children}</AppChromeContext.Provider>
          </MantineProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </PlatformProvider>
  );
}

/** The page of the current URL in `routes`, with the error screen for a page that fails. */
export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * The whole site for one target, inside the router its composition root chose (browser history on the web,
 * hash history in the kiosk, a static location in the prerender).
 */
export function App({ routes, ...providers }: Omit<AppProvidersProps, 'children'> & { routes: RouteObject[] }) {
  // After hydration (web) or the first render (kiosk) the page answers input: say so for tests and tools.
  useEffect(() => markAppReady(), []);
  // Touch-first targets (global.css) apply where the Platform asks for them: the kiosk, never the web site.
  const touchFirst = providers.platform.touchFirst === true;
  useEffect(() => {
    document.documentElement.toggleAttribute('data-touch', touchFirst);
  }, [touchFirst]);
  return (
    <AppProviders {...providers}>
      <SiteRoutes routes={routes} />
    </AppProviders>
  );
}
