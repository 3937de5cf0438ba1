import { useQuery } from '@tanstack/react-query';
import type { Board } from '#contracts/schemas/boards.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';

/** How often the page asks again while the board is being processed. */
export const PROCESSING_POLL_MS = 1500;

/** The board is still being read and checked: the page waits and asks again. */
export const inProgress = (board: Board | undefined) => board?.processing === 'Unprocessed' || board?.processing === 'Processing';

export function useBoard(boardId: string) {
  return useQuery({
    queryKey: boardKeys.board(boardId),
    queryFn: ({ signal }) => callApi('getBoard', { params: { boardId }, signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? PROCESSING_POLL_MS : false),
    // Layer URLs are presigned for an hour.
    staleTime: 30 * 60_000,
  });
}
