import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';

/** Dismisses a finding (or makes it a warning again); the answer is the board as it now stands. */
export function useUpdateBoardFinding(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { findingId: string; status: 'Warning' | 'Dismissed' }) =>
      callApi('updateBoardFinding', { params: { boardId, findingId: input.findingId }, body: { status: input.status } }),
    onSuccess: (updated) => queryClient.setQueryData(boardKeys.board(boardId), updated),
  });
}
