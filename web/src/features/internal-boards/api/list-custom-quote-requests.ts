import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { internalBoardKeys } from './internal-board-keys.ts';

export function useCustomQuoteRequests() {
  return useQuery({
    queryKey: internalBoardKeys.customQuotes,
    queryFn: () => callApi('listCustomQuoteRequests', { query: {} }),
    staleTime: 0,
  });
}
