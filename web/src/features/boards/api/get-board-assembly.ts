import { useQuery } from '@tanstack/react-query';
import type { BoardAssembly, UpdateElementResponse } from '#contracts/schemas/assembly.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { boardKeys } from './board-keys.ts';

/** docs/limits.md#timing: while the BOM is being checked, ask again every 2 s. */
export const BOM_CHECKING_POLL_MS = 2000;

export function useBoardAssembly(boardId: string, enabled: boolean) {
  return useQuery({
    queryKey: boardKeys.assembly(boardId),
    queryFn: ({ signal }) => callApi('listBoardElements', { params: { boardId }, signal }),
    enabled,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.bom_state === 'CHECKING' ? BOM_CHECKING_POLL_MS : false),
  });
}

/** Puts a saved row into the cached assembly. */
export function applyElementResponse(assembly: BoardAssembly, response: UpdateElementResponse): BoardAssembly {
  return {
    ...assembly,
    version: response.version,
    bom_state: response.bom_state,
    summary: response.summary,
    elements: assembly.elements.map((e) => (e.id === response.element.id ? response.element : e)),
  };
}
