import { useEffect, useState, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { DataCacheSlotContext, type DataCacheSlot } from '../api/data-slot';
import { ChatStateProvider } from '../components/chat/chat-state';
import { Toaster } from '../components/Toaster';
import { PlatformProvider } from '../platform/context';
import type { Platform } from '../platform/platform';
import { markAppReady } from './app-ready';
import { AppChromeContext } from './Layout';
import { RouteErrorBoundary } from './RouterError';
import { ThemeProvider } from './ThemeProvider';

export interface AppProvidersProps {
  platform: Platform;
  children: ReactNode;
  /** Extra UI the composition root shows on every page. */
  chrome?: ReactNode;
  /**
   * The data cache's slot: empty by default (the first UI that fetches creates the cache), or holding a
   * cache or the answers to seed it with (a server-rendered page's data).
   */
  data?: DataCacheSlot;
}

/**
 * Theme, notifications, the data cache's slot (the cache itself loads with the first UI that fetches, see
 * api/data-slot.ts), the sales chat's state and the Platform, shared by every target and the prerender.
 */
export function AppProviders({ platform, children, chrome, data }: AppProvidersProps) {
  const [dataSlot] = useState<DataCacheSlot>(() => data ?? {});
  return (
    <PlatformProvider platform={platform}>
      <ChatStateProvider>
        <DataCacheSlotContext value={dataSlot}>
          <ThemeProvider>
            <Toaster />
            <AppChromeContext.Provider value={chrome ?? null}>{children}</AppChromeContext.Provider>
          </ThemeProvider>
        </DataCacheSlotContext>
      </ChatStateProvider>
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
