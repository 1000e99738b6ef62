/**
 * The site's data layer: one cache per app mount of the API answers pages read (the jobs board, a job, an
 * interview), with the fetching defaults of spec section 9. It replaces TanStack Query, which cost ~13 kB
 * gzip on the first load of every page that fetches, for the few things the site uses of it:
 *
 * - answers kept 5 minutes after the last reader left; fresh for 30 s (a reader arriving later loads again);
 * - a failed load retried 3 times, 1 s, 2 s then 4 s apart (at most 30 s), never after a 4xx answer other
 *   than 408 and 429, which a retry cannot fix; loads wait while the device is offline and stale answers
 *   load again when it comes back;
 * - one load per key at a time, shared by its readers, and aborted when the last reader leaves;
 * - answers put in by hand (`set`: the server's data for hydration, an interview's next state) and marked
 *   stale (`invalidate`: loaded again at once when read).
 *
 * Submits (mutations) never retry and are not cached: see useAction in ./action.ts, a module of its own so the
 * form pages load it without this cache.
 */

import { asError } from '../../shared/errors';

/** A cache key: the same key (objects compared by their entries, in any order) means the same answer. */
export type DataKey = readonly unknown[];

/** What the cache holds for one key. */
export interface DataState<T = unknown> {
  /** 'pending' until a first answer (or final failure); 'error' after a load failed, previous data kept. */
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: Error | null;
  /** When the data was loaded or set (ms since the epoch); 0 for never. */
  updatedAt: number;
  /** Marked stale by `invalidate`: the next reader loads again, whatever the data's age. */
  invalid: boolean;
}

/** Loads one key's answer; `signal` aborts it when its last reader left. */
export type Loader<T = unknown> = (signal: AbortSignal) => Promise<T>;

/** How long answers stay after their last reader left, and are fresh. */
export const DATA_GC_MS = 5 * 60_000;
export const DATA_STALE_MS = 30_000;
/** Retries of a failed load. */
export const DATA_RETRIES = 3;

/** Delay before retry `attempt` (0 for the first): 1 s doubling each time, at most 30 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** Whether a failed load may succeed when tried again: not a 4xx answer, except 408 and 429. */
export function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/** A key as a string: JSON with every plain object's keys sorted. */
export function hashKey(key: DataKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const PENDING: DataState<never> = { status: 'pending', data: undefined, error: null, updatedAt: 0, invalid: false };

interface Entry {
  state: DataState;
  listeners: Set<() => void>;
  /** The latest loader a reader gave, for invalidation and reconnects. */
  loader?: Loader;
  /** The load under way. */
  loading?: AbortController;
  gc?: ReturnType<typeof setTimeout>;
}

/** Resolves after `ms`, or rejects when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/** Resolves when the device is online (at once where that cannot be known), or rejects when `signal` aborts. */
function whenOnline(signal: AbortSignal): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const online = () => (signal.removeEventListener('abort', aborted), resolve());
    const aborted = () => (window.removeEventListener('online', online), reject(signal.reason));
    window.addEventListener('online', online, { once: true });
    signal.addEventListener('abort', aborted, { once: true });
  });
}

export class DataCache {
  readonly #entries = new Map<string, Entry>();
  #stopWatchingOnline?: () => void;

  /** `seed`: answers to start with, fresh as of now (a server-rendered page's data). */
  constructor(seed: readonly { key: DataKey; data: unknown }[] = []) {
    for (const { key, data } of seed) this.set(key, data);
  }

  /** The state of a key (by its hash); the same object until it changes. */
  state<T>(hash: string): DataState<T> {
    return (this.#entries.get(hash)?.state ?? PENDING) as DataState<T>;
  }

  /** The data of a key, if any. */
  get<T>(key: DataKey): T | undefined {
    return this.state<T>(hashKey(key)).data;
  }

  /** Puts `data` in as the key's fresh answer (a load under way for it is dropped). */
  set(key: DataKey, data: unknown): void {
    const entry = this.#entry(hashKey(key));
    entry.loading?.abort();
    entry.loading = undefined;
    this.#update(entry, { status: 'success', data, error: null, updatedAt: Date.now(), invalid: false });
  }

  /** Marks the key stale; loaded again at once if something reads it. */
  invalidate(key: DataKey): void {
    const hash = hashKey(key);
    const entry = this.#entries.get(hash);
    if (!entry) return;
    this.#update(entry, { ...entry.state, invalid: true });
    if (entry.listeners.size > 0) this.load(hash, 0);
  }

  /**
   * Calls `listener` when the key's state changes. The last reader leaving aborts a load under way (the next
   * reader starts again) and, 5 minutes later, forgets the answer.
   */
  subscribe(hash: string, listener: () => void): () => void {
    const entry = this.#entry(hash);
    entry.listeners.add(listener);
    clearTimeout(entry.gc);
    this.#watchOnline();
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size > 0) return;
      entry.loading?.abort();
      entry.loading = undefined;
      this.#collectLater(hash, entry);
    };
  }

  /** Keeps the loader a reader of the key would use (the latest one wins); undefined: the reader loads nothing. */
  useLoader(hash: string, loader: Loader | undefined): void {
    this.#entry(hash).loader = loader;
  }

  /**
   * Loads the key with its loader unless its answer is fresh (younger than `staleTime` and not invalidated)
   * or a load is under way.
   */
  load(hash: string, staleTime = DATA_STALE_MS): void {
    const entry = this.#entry(hash);
    const { state, loader } = entry;
    if (!loader || entry.loading) return;
    if (state.status === 'success' && !state.invalid && Date.now() - state.updatedAt < staleTime) return;
    const controller = new AbortController();
    entry.loading = controller;
    void this.#run(entry, loader, controller);
  }

  /** Aborts every load and forgets every answer (a server render's cache, once rendered). */
  clear(): void {
    for (const entry of this.#entries.values()) {
      entry.loading?.abort();
      clearTimeout(entry.gc);
    }
    this.#entries.clear();
    this.#stopWatchingOnline?.();
    this.#stopWatchingOnline = undefined;
  }

  async #run(entry: Entry, loader: Loader, controller: AbortController): Promise<void> {
    const { signal } = controller;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await whenOnline(signal);
        const data = await loader(signal);
        if (entry.loading !== controller) return;
        entry.loading = undefined;
        this.#update(entry, { status: 'success', data, error: null, updatedAt: Date.now(), invalid: false });
        return;
      } catch (error) {
        if (signal.aborted || entry.loading !== controller) return;
        if (attempt < DATA_RETRIES && isRetryable(error)) {
          try {
            await sleep(retryDelay(attempt), signal);
          } catch {
            return;
          }
          continue;
        }
        entry.loading = undefined;
        this.#update(entry, { ...entry.state, status: 'error', error: asError(error), invalid: false });
        return;
      }
    }
  }

  #entry(hash: string): Entry {
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = { state: PENDING, listeners: new Set() };
      this.#entries.set(hash, entry);
      this.#collectLater(hash, entry);
    }
    return entry;
  }

  #update(entry: Entry, state: DataState): void {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }

  #collectLater(hash: string, entry: Entry): void {
    clearTimeout(entry.gc);
    entry.gc = setTimeout(() => {
      if (entry.listeners.size === 0 && this.#entries.get(hash) === entry) this.#entries.delete(hash);
    }, DATA_GC_MS);
    // A server render's cache must not keep the process alive for 5 minutes.
    (entry.gc as { unref?: () => void }).unref?.();
  }

  /** Back online, the answers on screen that are stale or failed load again. */
  #watchOnline(): void {
    if (this.#stopWatchingOnline || typeof window === 'undefined') return;
    const reconnected = () => {
      for (const [hash, entry] of this.#entries) if (entry.listeners.size > 0) this.load(hash);
    };
    window.addEventListener('online', reconnected);
    this.#stopWatchingOnline = () => window.removeEventListener('online', reconnected);
  }
}
