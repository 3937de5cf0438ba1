import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { isErrorCode } from '#web/lib/api/api-error.ts';
import { retryConflict } from '#web/lib/api/retry.ts';
import type { BomUpdate } from '../bom-updates.ts';
import { applyElementResponse, BOM_CHECKING_POLL_MS } from './get-board-assembly.ts';
import { boardKeys } from './board-keys.ts';

/** Tries per update after the first: a change that lost a race is re-applied on the newer version. */
const CONFLICT_RETRIES = 3;

const CONFLICT_CODES: Parameters<typeof retryConflict>[0] = ['version_conflict', 'bom_checking'];
const isConflict = (error: unknown) => isErrorCode(error, ...CONFLICT_CODES) && error.status === 409;

/**
 * Saves one row change on the latest version of the assembly. A 409 (another window saved first, or a check is
 * running) marks the cached assembly stale, and TanStack's retry (web/src/lib/api/retry.ts) re-applies the same change on
 * the version read again; while the BOM is being checked it waits a poll first.
 */
export function useUpdateBoardElement(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: BomUpdate) => {
      // The assembly as cached, or read again when a lost race marked it stale (below).
      const assembly = await queryClient.fetchQuery({
        queryKey: boardKeys.assembly(boardId),
        queryFn: () => callApi('listBoardElements', { params: { boardId } }),
        staleTime: Infinity,
      });
      try {
        return await callApi('updateBoardElement', {
          params: { boardId, elementId: update.elementId },
          body: { ...update.change, version: assembly.version },
        });
      } catch (error) {
        if (isConflict(error)) await queryClient.invalidateQueries({ queryKey: boardKeys.assembly(boardId), refetchType: 'none' });
        throw error;
      }
    },
    retry: retryConflict(CONFLICT_CODES, CONFLICT_RETRIES),
    retryDelay: (_, error) => (isErrorCode(error, 'bom_checking') ? BOM_CHECKING_POLL_MS : 0),
    onSuccess: (saved) =>
      queryClient.setQueryData<BoardAssembly>(boardKeys.assembly(boardId), (current) =>
        current ? applyElementResponse(current, saved) : current,
      ),
  });
}
