import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmCustomPartBody } from '#contracts/schemas/board-quote.ts';
import type { BoardProcessing } from '#contracts/schemas/boards.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';

export const internalBoardKeys = {
  boards: (processing: BoardProcessing | '') => ['staff-boards', processing] as const,
  customQuotes: ['custom-quotes'] as const,
};

export function useStaffBoards(processing: BoardProcessing | '') {
  return useQuery({
    queryKey: internalBoardKeys.boards(processing),
    queryFn: () => callApi('listStaffBoards', { query: processing ? { processing } : {} }),
    staleTime: 0,
  });
}

export function useCustomQuoteRequests() {
  return useQuery({
    queryKey: internalBoardKeys.customQuotes,
    queryFn: () => callApi('listCustomQuoteRequests', { query: {} }),
    staleTime: 0,
  });
}

/** One part's confirmed price and stock, on the request's version on screen; a 409 reloads the queue. */
export function useConfirmCustomPart(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, body }: { partId: string; body: ConfirmCustomPartBody }) =>
      callApi('confirmCustomPart', { params: { boardId, partId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: internalBoardKeys.customQuotes }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: internalBoardKeys.customQuotes });
    },
  });
}
