import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';

/** The parts search (PUT /parts/search) for the part selection form: terms and in-stock only, first page. */
export function useCatalogueSearch(terms: string, inStockOnly: boolean) {
  const body = { ...DEFAULT_PARTS_SEARCH, search_terms: terms.trim(), in_stock_only: inStockOnly };
  return useQuery({
    queryKey: boardKeys.partSearch(body),
    queryFn: ({ signal }) => callApi('searchParts', { body, signal, auth: 'none' }),
    enabled: body.search_terms !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
