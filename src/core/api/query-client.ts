import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetching defaults of spec section 9: cache kept 5 minutes; queries retry 3 times with exponential
 * backoff from 1 s up to 30 s (never on 4xx answers, which a retry cannot fix); mutations never retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const status = (error as { status?: number }).status ?? 0;
          if (status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
