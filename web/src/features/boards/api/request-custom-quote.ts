import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardQuoteView } from '#contracts/schemas/board-quote.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';

export function useRequestCustomQuote(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('requestCustomQuote', { params: { boardId } }),
    onSuccess: (view: BoardQuoteView) => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.quotes(boardId) });
      return view;
    },
  });
}
