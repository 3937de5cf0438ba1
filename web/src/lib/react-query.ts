import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { publishErrored } from './errored-event.ts';

// Defaults for every query. docs/limits.md#timing retries a missing cart after 1000 ms, so a
// failed request is retried once after a second; client errors (4xx) other than
// 404 are answers, not glitches, and are not retried. Data stays fresh for a
// minute and is not refetched just because the window regained focus.
export const RETRY_DELAY_MS = 1000;
export const MAX_RETRIES = 1;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 404) return false;
  return true;
}

export const queryConfig = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  // docs/analytics.md#errored: a request that failed for good (after its retries).
  const onError = (error: unknown) => publishErrored(error, 'request');
  return new QueryClient({
    defaultOptions: queryConfig,
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
  });
}
