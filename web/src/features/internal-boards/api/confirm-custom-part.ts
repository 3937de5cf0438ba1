import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmCustomPartBody } from '#contracts/schemas/board-quote.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { internalBoardKeys } from './internal-board-keys.ts';

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
