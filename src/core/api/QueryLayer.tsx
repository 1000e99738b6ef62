import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { QueryClientSlotContext } from './query-slot';

/** The data layer (TanStack Query, one cache per app mount) for UI that fetches. */
export function QueryLayer({ children }: { children: ReactNode }) {
  const slot = useContext(QueryClientSlotContext);
  slot.client ??= createQueryClient();
  return <QueryClientProvider client={slot.client}>{children}</QueryClientProvider>;
}

/** As a route: the data layer around the pages below it. */
export function Component() {
  return (
    <QueryLayer>
      <Outlet />
    </QueryLayer>
  );
}
