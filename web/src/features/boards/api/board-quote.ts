import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardQuoteView } from '#contracts/schemas/board-quote.ts';
import { callApi } from '#web/lib/api/api-client.ts';

// The board's quote at its quantity, priced now. Its key holds the assembly's
// version, so every saved change to the BOM, rows or quantity asks again;
// while the quote is being refreshed (docs/states.md#quote-status) it asks every 2 s.

export const QUOTE_REFRESH_POLL_MS = 2000;

export const boardQuoteKeys = {
  all: (boardId: string) => ['board-quote', boardId] as const,
  at: (boardId: string, version: number, leadTimeId: string | null) => ['board-quote', boardId, version, leadTimeId] as const,
};

export function useBoardQuote(boardId: string, assemblyVersion: number, leadTimeId: string | null) {
  return useQuery({
    queryKey: boardQuoteKeys.at(boardId, assemblyVersion, leadTimeId),
    queryFn: ({ signal }) => callApi('getBoardQuote', { params: { boardId }, query: { lead_time_id: leadTimeId ?? undefined }, signal }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.quote?.status === 'Refreshing quote' ? QUOTE_REFRESH_POLL_MS : false),
  });
}

export function useRequestCustomQuote(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('requestCustomQuote', { params: { boardId } }),
    onSuccess: (view: BoardQuoteView) => {
      void queryClient.invalidateQueries({ queryKey: boardQuoteKeys.all(boardId) });
      return view;
    },
  });
}
