import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { DataCache, DATA_STALE_MS, hashKey, type DataKey, type DataState, type Loader } from './data-cache';
import { DataCacheSlotContext } from './data-slot';

export { hashKey, type DataKey } from './data-cache';

/** This app mount's data cache, created by its first reader (from the slot's seed). */
export function useDataCache(): DataCache {
  const slot = useContext(DataCacheSlotContext);
  slot.cache ??= new DataCache(slot.seed);
  return slot.cache;
}

export interface DataOptions<T> {
  key: DataKey;
  load: Loader<T>;
  /** false: read the cache only, load nothing (e.g. without an id). */
  enabled?: boolean;
  /** How long an answer is fresh (ms): 30 s by default; 0 loads again each time the reader mounts. */
  staleTime?: number;
}

export type DataResult<T> =
  | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
  | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: T | undefined; error: Error }
  | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: T; error: null };

const resultOf = <T>(state: DataState<T>): DataResult<T> =>
  ({
    status: state.status,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    data: state.data,
    error: state.error,
  }) as DataResult<T>;

/**
 * One API answer through the cache (see ./data-cache.ts): loaded when the reader mounts unless fresh,
 * shared by readers of the same key. On the server and during hydration it reads the cache only.
 */
export function useData<T>({ key, load, enabled = true, staleTime = DATA_STALE_MS }: DataOptions<T>): DataResult<T> {
  const cache = useDataCache();
  const hash = hashKey(key);
  const subscribe = useCallback((listener: () => void) => cache.subscribe(hash, listener), [cache, hash]);
  const read = () => cache.state<T>(hash);
  const state = useSyncExternalStore(subscribe, read, read);
  // The latest loader, for invalidation and reconnects; then a load unless the answer is fresh.
  useEffect(() => cache.useLoader(hash, enabled ? (load as Loader) : undefined));
  useEffect(() => {
    if (enabled) cache.load(hash, staleTime);
  }, [cache, hash, enabled, staleTime]);
  return resultOf(state);
}
