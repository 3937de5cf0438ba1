import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartsSearchRequest } from '#contracts/parts.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from './part-keys.ts';

/** The public parts search (PUT /parts/search); the previous answer stays on screen until the next arrives. */
export function useSearchParts(request: PartsSearchRequest) {
  return useQuery({
    queryKey: partKeys.search(request),
    queryFn: ({ signal }) => callApi('searchParts', { body: request, signal, auth: 'none' }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
