import { useMemo } from 'react';
import { usePlatform } from '../platform/context';
import { createApiClient, type ApiClient } from './client';

/** The API client for this target's API base URL. */
export function useApi(): ApiClient {
  const { apiBaseUrl } = usePlatform();
  return useMemo(() => createApiClient(apiBaseUrl), [apiBaseUrl]);
}
