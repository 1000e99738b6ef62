import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { useAction } from './action';
import { useData } from './data';
import { DATA_GC_MS, DataCache, hashKey, isRetryable, retryDelay } from './data-cache';
import { DataCacheSlotContext, type DataCacheSlot } from './data-slot';

/** A slot with its own cache, and a wrapper providing it. */
function withCache(seed: DataCacheSlot['seed'] = []) {
  const slot: DataCacheSlot = { cache: new DataCache(seed) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataCacheSlotContext value={slot}>{children}</DataCacheSlotContext>
  );
  return { cache: slot.cache!, wrapper };
}

/** A loader whose answers the test settles: each call waits for resolve/reject of its own. */
function controlledLoader<T>() {
  const calls: { resolve(value: T): void; reject(error: unknown): void; signal: AbortSignal }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) => new Promise<T>((resolve, reject) => void calls.push({ resolve, reject, signal })),
  );
  return { load, calls };
}

describe('data cache keys and retry rules', () => {
  it('hashes objects by their entries in any order, arrays in order', () => {
    expect(hashKey(['jobs', { page: 1, q: 'a' }])).toBe(hashKey(['jobs', { q: 'a', page: 1 }]));
    expect(hashKey(['jobs', { page: 1 }])).not.toBe(hashKey(['jobs', { page: 2 }]));
    expect(hashKey(['a', 'b'])).not.toBe(hashKey(['b', 'a']));
  });

  it('retries network failures, 5xx, 408 and 429, not other 4xx; 1 s doubling up to 30 s', () => {
    expect(isRetryable(new ApiError(0, 'offline', null))).toBe(true);
    expect(isRetryable(new ApiError(503, 'down', null))).toBe(true);
    expect(isRetryable(new ApiError(429, 'slow down', null))).toBe(true);
    expect(isRetryable(new ApiError(408, 'timeout', null))).toBe(true);
    expect(isRetryable(new ApiError(404, 'missing', null))).toBe(false);
    expect(isRetryable(new ApiError(400, 'bad', null))).toBe(false);
    expect(isRetryable(new TypeError('boom'))).toBe(true);
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});

describe('useData', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('starts from seeded data without loading, and loads again once it is stale', async () => {
    const { cache, wrapper } = withCache([{ key: ['job', '1'], data: 'seeded' }]);
    const load = vi.fn(async () => 'fresh');
    const first = renderHook(() => useData({ key: ['job', '1'], load }), { wrapper });
    expect(first.result.current).toMatchObject({ status: 'success', data: 'seeded' });
    expect(load).not.toHaveBeenCalled();
    first.unmount();

    vi.advanceTimersByTime(30_000);
    const second = renderHook(() => useData({ key: ['job', '1'], load }), { wrapper });
    // The stale answer shows while the new one loads.
    expect(second.result.current.data).toBe('seeded');
    await waitFor(() => expect(second.result.current.data).toBe('fresh'));
    expect(load).toHaveBeenCalledTimes(1);
    second.unmount();
    cache.clear();
  });

  it('shares one load between readers of the same key', async () => {
    const { cache, wrapper } = withCache();
    const { load, calls } = controlledLoader<string>();
    const { result } = renderHook(
      () => [useData({ key: ['k', { a: 1, b: 2 }], load }), useData({ key: ['k', { b: 2, a: 1 }], load })],
      { wrapper },
    );
    expect(result.current[0]).toMatchObject({ status: 'pending', isPending: true });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve('answer'));
    expect(result.current.map((r) => r.data)).toEqual(['answer', 'answer']);
    cache.clear();
  });

  it('retries a failed load 3 times (1 s, 2 s, 4 s apart), then reports the error', async () => {
    const { cache, wrapper } = withCache();
    const load = vi.fn(async () => {
      throw new ApiError(503, 'Unavailable', null);
    });
    const { result } = renderHook(() => useData({ key: ['x'], load }), { wrapper });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(999)));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current.isPending).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(4000)));
    expect(load).toHaveBeenCalledTimes(4);
    expect(result.current).toMatchObject({ status: 'error', isError: true, error: { message: 'Unavailable' } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    expect(load).toHaveBeenCalledTimes(4);
    cache.clear();
  });

  it('does not retry an answer a retry cannot change (404)', async () => {
    const { cache, wrapper } = withCache();
    const load = vi.fn(async () => {
      throw new ApiError(404, 'Not found', null);
    });
    const { result } = renderHook(() => useData({ key: ['missing'], load }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
  });

  it('waits while offline and loads when the device is back online', async () => {
    const { cache, wrapper } = withCache();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(async () => 'answer');
    const { result } = renderHook(() => useData({ key: ['offline'], load }), { wrapper });
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
    onLine.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.data).toBe('answer'));
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
    cache.clear();
  });

  it('aborts the load when its last reader leaves, and forgets the answer 5 minutes after', async () => {
    const { cache, wrapper } = withCache();
    const { load, calls } = controlledLoader<string>();
    const first = renderHook(() => useData({ key: ['gone'], load }), { wrapper });
    await act(async () => {});
    first.unmount();
    expect(calls[0]!.signal.aborted).toBe(true);

    const second = renderHook(() => useData({ key: ['gone'], load }), { wrapper });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve('kept'));
    second.unmount();
    vi.advanceTimersByTime(DATA_GC_MS - 1);
    expect(cache.get(['gone'])).toBe('kept');
    vi.advanceTimersByTime(1);
    expect(cache.get(['gone'])).toBeUndefined();
    cache.clear();
  });

  it('loads nothing while disabled; set and invalidate change what readers see', async () => {
    const { cache, wrapper } = withCache();
    const load = vi.fn(async () => 'loaded');
    const { result, rerender } = renderHook(({ enabled }) => useData({ key: ['s'], load, enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
    act(() => cache.set(['s'], 'set by hand'));
    expect(result.current.data).toBe('set by hand');
    rerender({ enabled: true });
    // Fresh: no load.
    expect(load).not.toHaveBeenCalled();
    act(() => cache.invalidate(['s']));
    await waitFor(() => expect(result.current.data).toBe('loaded'));
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
  });

  it('with staleTime 0 loads each time a reader mounts', async () => {
    const { cache, wrapper } = withCache([{ key: ['live'], data: 'old' }]);
    const load = vi.fn(async () => 'new');
    const { result } = renderHook(() => useData({ key: ['live'], load, staleTime: 0 }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('new'));
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
  });
});

describe('useAction', () => {
  it('goes pending, then success with the answer; callbacks get the answer and the variables', async () => {
    let resolve!: (value: string) => void;
    const onStart = vi.fn();
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(() =>
      useAction({ run: () => new Promise<string>((r) => (resolve = r)), onStart, onSuccess, onSettled }),
    );
    expect(result.current).toMatchObject({ status: 'idle', isPending: false });
    act(() => result.current.mutate({ n: 1 }));
    expect(result.current).toMatchObject({ status: 'pending', isPending: true, variables: { n: 1 } });
    expect(onStart).toHaveBeenCalledWith({ n: 1 });
    await act(async () => resolve('done'));
    expect(result.current).toMatchObject({ status: 'success', isSuccess: true, data: 'done' });
    expect(onSuccess).toHaveBeenCalledWith('done', { n: 1 });
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('reports a failure once, without retrying, and reset goes back to idle', async () => {
    const run = vi.fn(async () => {
      throw new ApiError(503, 'Try later', null);
    });
    const onError = vi.fn();
    const { result } = renderHook(() => useAction({ run, onError }));
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Try later');
    expect(run).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('shows only the latest run, and its callbacks still run after the component has gone', async () => {
    const answers: ((value: string) => void)[] = [];
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() =>
      useAction({ run: () => new Promise<string>((r) => answers.push(r)), onSuccess }),
    );
    act(() => result.current.mutate('first'));
    act(() => result.current.mutate('second'));
    await act(async () => answers[1]!('two'));
    await act(async () => answers[0]!('one'));
    expect(result.current).toMatchObject({ status: 'success', data: 'two', variables: 'second' });

    act(() => result.current.mutate('third'));
    unmount();
    await act(async () => answers[2]!('three'));
    expect(onSuccess.mock.calls.map(([answer]) => answer)).toEqual(['two', 'one', 'three']);
  });
});
