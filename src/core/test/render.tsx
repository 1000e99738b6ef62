import { render as rtlRender, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router-dom';
import { AppProviders, SiteRoutes } from '../app/App';
import { createApiClient } from '../api/client';
import { sendLeadsNow } from '../offline/send-lead';
import type { DurableStorage, Platform } from '../platform/platform';

/** DurableStorage in memory, for tests of the outbox. */
export function memoryStorage(): DurableStorage {
  const store = new Map<string, unknown>();
  return {
    get: async <T,>(key: string) => store.get(key) as T | undefined,
    set: async (key, value) => void store.set(key, value),
    delete: async (key) => void store.delete(key),
    keys: async (prefix = '') => [...store.keys()].filter((k) => k.startsWith(prefix)).sort(),
  };
}

/** A Platform for component tests: the web's (leads sent at once through fetch), online, links in new tabs. */
export function testPlatform(overrides: Partial<Platform> = {}): Platform {
  return {
    target: 'web',
    apiBaseUrl: '',
    leadSource: { source: 'Website' },
    externalLinkMode: 'new-tab',
    openExternal: () => undefined,
    submitLead: sendLeadsNow(createApiClient('')),
    isOnline: () => true,
    onOnlineChange: () => () => undefined,
    ...overrides,
  };
}

/** Renders UI inside the app's providers (Mantine, notifications, chat state, Platform, the data cache's slot). */
export function render(ui: ReactElement, platform: Platform = testPlatform()): RenderResult {
  return rtlRender(<AppProviders platform={platform}>{ui}</AppProviders>);
}

/** Renders routes at `path` inside the app's providers; `location()` answers where the router is now. */
export function renderRoutes(routes: RouteObject[], path: string, platform: Platform = testPlatform()) {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  return {
    location: () => current!,
    ...rtlRender(
      <MemoryRouter initialEntries={[path]}>
        <AppProviders platform={platform}>
          <SiteRoutes routes={routes} />
          <LocationProbe />
        </AppProviders>
      </MemoryRouter>,
    ),
  };
}
