import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';
import { PROCESSING_POLL_MS } from './get-board.ts';

/** What changed since the previous revision; asks again while the diff is being computed, as the board does. */
export function useBoardRevisionDiff(boardId: string, enabled: boolean) {
  return useQuery({
    queryKey: boardKeys.revisionDiff(boardId),
    queryFn: ({ signal }) => callApi('getBoardRevisionDiff', { params: { boardId }, signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PROCESSING_POLL_MS : false),
  });
}
