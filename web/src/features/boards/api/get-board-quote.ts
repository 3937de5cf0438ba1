import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';

// The board's quote at its quantity, priced now. Its key holds the assembly's
// version, so every saved change to the BOM, rows or quantity asks again;
// while the quote is being refreshed (docs/states.md#quote-status) it asks every 2 s.

export const QUOTE_REFRESH_POLL_MS = 2000;

export function useBoardQuote(boardId: string, assemblyVersion: number, leadTimeId: string | null) {
  return useQuery({
    queryKey: boardKeys.quoteAt(boardId, assemblyVersion, leadTimeId),
    queryFn: ({ signal }) => callApi('getBoardQuote', { params: { boardId }, query: { lead_time_id: leadTimeId ?? undefined }, signal }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.quote?.status === 'Refreshing quote' ? QUOTE_REFRESH_POLL_MS : false),
  });
}
