import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where one mount of the app keeps its query cache. TanStack Query loads with the first page (or the chat)
 * that fetches, not with every page: QueryLayer (./QueryLayer.tsx) creates the client there, once, and every
 * later layer of the same mount shares it.
 */
export interface QueryClientSlot {
  client?: QueryClient;
}

export const QueryClientSlotContext = createContext<QueryClientSlot>({});
