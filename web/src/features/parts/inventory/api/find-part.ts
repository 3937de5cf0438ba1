import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

/** The parts search for one supplier code or MPN, in every category, in stock or not. */
export function findPartByCode(code: string) {
  return callApi('searchParts', { body: { search_terms: code, category_ids: [], filters: {}, page: 1, in_stock_only: false } });
}

export function useFindPart(code: string) {
  return useQuery({ queryKey: partKeys.byCode(code), queryFn: () => findPartByCode(code), enabled: code !== '' });
}
