import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from './part-keys.ts';

// The staff tools' shared reads: the category tree and the Parameter set.

export function usePartCategories() {
  return useQuery({ queryKey: partKeys.categories, queryFn: () => callApi('listPartCategories', {}), staleTime: 5 * 60_000 });
}

export function usePartParameters() {
  return useQuery({ queryKey: partKeys.parameters, queryFn: () => callApi('listPartParameters', {}), staleTime: 5 * 60_000 });
}
