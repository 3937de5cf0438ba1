import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardOptions } from '#contracts/schemas/quote.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';

// Saving the board's options on the version the page holds. The board's
// version is shared with its bill of materials: after a save the assembly is
// read again (its version moved), and with it the quote and the choices.

export function useSaveBoardOptions(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, options }: { version: number; options: BoardOptions }) =>
      callApi('setBoardOptions', { params: { boardId }, body: { version, options } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: boardKeys.assembly(boardId) });
      await queryClient.invalidateQueries({ queryKey: boardKeys.quotes(boardId) });
    },
  });
}
