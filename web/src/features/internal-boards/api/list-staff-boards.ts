import { useQuery } from '@tanstack/react-query';
import type { BoardProcessing } from '#contracts/schemas/boards.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { internalBoardKeys } from './internal-board-keys.ts';

export function useStaffBoards(processing: BoardProcessing | '') {
  return useQuery({
    queryKey: internalBoardKeys.boards(processing),
    queryFn: () => callApi('listStaffBoards', { query: processing ? { processing } : {} }),
    staleTime: 0,
  });
}
