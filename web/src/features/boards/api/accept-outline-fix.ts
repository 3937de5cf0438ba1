import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { isErrorCode } from '#web/lib/api/api-error.ts';
import { boardKeys } from './board-keys.ts';

/**
 * Accepts a finding's proposed outline on the board version shown
 * (docs/board-checks.md#outline-fix). The answer is the board waiting to be
 * checked again, so the page polls it to the new report; the quote of the old
 * outline is dropped. A conflict reloads the board.
 */
export function useAcceptOutlineFix(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { findingId: string; updatedAt: string }) =>
      callApi('acceptOutlineFix', { params: { boardId, findingId: input.findingId }, body: { updated_at: input.updatedAt } }),
    onSuccess: (updated) => {
      queryClient.removeQueries({ queryKey: boardKeys.quotes(boardId) });
      queryClient.setQueryData(boardKeys.board(boardId), updated);
    },
    onError: (error) => {
      if (isErrorCode(error, 'version_conflict')) void queryClient.invalidateQueries({ queryKey: boardKeys.board(boardId) });
    },
  });
}
