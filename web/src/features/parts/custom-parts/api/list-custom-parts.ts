import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

export function useCustomParts() {
  return useQuery({ queryKey: partKeys.custom, queryFn: () => callApi('listCustomParts', {}), staleTime: 0 });
}
