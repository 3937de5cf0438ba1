import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

export function useBins() {
  return useQuery({ queryKey: partKeys.bins, queryFn: () => callApi('listBins', {}) });
}

/** Reads the bins again (after a change to one of them). */
export function useRefreshBins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partKeys.bins });
}
