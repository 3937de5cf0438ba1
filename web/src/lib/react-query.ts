import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { QUERY_RETRY_DELAY_MS, retryQuery } from './api/retry.ts';
import { publishErrored } from './errored-event.ts';

// Defaults for every query: data stays fresh for a minute and is not refetched
// just because the window regained focus. Retries follow the web's one retry
// policy (web/src/lib/api/retry.ts), through TanStack Query's own options.
export const queryConfig = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: retryQuery,
    retryDelay: QUERY_RETRY_DELAY_MS,
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
