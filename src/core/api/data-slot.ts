import { createContext } from 'react';
import type { DataCache, DataKey } from './data-cache';

/**
 * Where one mount of the app keeps its data cache. The cache's code (./data-cache.ts) loads with the first
 * page (or the chat) that fetches, not with every page: the first reader creates the cache here, from `seed`
 * (the answers a server-rendered page carries, so hydration starts from them), and every later one of the
 * same mount shares it.
 */
export interface DataCacheSlot {
  cache?: DataCache;
  seed?: readonly { key: DataKey; data: unknown }[];
}

export const DataCacheSlotContext = createContext<DataCacheSlot>({});
