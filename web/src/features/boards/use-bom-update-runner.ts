import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { ApiError, isErrorCode } from '#web/lib/api/api-error.ts';
import { applyElementResponse, assemblyKeys, BOM_CHECKING_POLL_MS } from './api/board-assembly.ts';
import { nextBomUpdate, type BomUpdate } from './bom-updates.ts';

/** Tries per update: a change that lost a race is re-applied on the newer version. */
const ATTEMPTS = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the appended row changes one at a time, in order, each on the latest
 * version. A 409 (another window saved first, or a check is running) fetches
 * the assembly again and re-applies the same change; once every change is
 * saved the list is cleared. Returns the message of a change that failed.
 */
export function useBomUpdateRunner(boardId: string, updates: readonly BomUpdate[], clear: () => void): string | null {
  const queryClient = useQueryClient();
  const sent = useRef(0);
  const running = useRef(false);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (running.current) return;
    const next = nextBomUpdate(updates, sent.current);
    if (!next) {
      if (updates.length > 0) {
        sent.current = 0;
        clear();
        void queryClient.invalidateQueries({ queryKey: ['board', boardId] });
      }
      return;
    }
    running.current = true;
    setError(null);
    void save(next)
      .then(() => {
        sent.current += 1;
      })
      .catch((error: unknown) => {
        setError(
          error instanceof ApiError
            ? (error.body?.message ?? 'Sorry something went wrong! Please try again later.')
            : 'A network error has occurred.',
        );
        sent.current = 0;
        clear();
        void queryClient.invalidateQueries({ queryKey: assemblyKeys.board(boardId) });
      })
      .finally(() => {
        running.current = false;
        setRound((n) => n + 1);
      });

    async function save(update: BomUpdate): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        const assembly = queryClient.getQueryData<BoardAssembly>(assemblyKeys.board(boardId));
        if (!assembly) throw new Error('The bill of materials is not loaded');
        try {
          const saved = await callApi('updateBoardElement', {
            params: { boardId, elementId: update.elementId },
            body: { ...update.change, version: assembly.version },
          });
          queryClient.setQueryData<BoardAssembly>(assemblyKeys.board(boardId), (current) =>
            current ? applyElementResponse(current, saved) : current,
          );
          return;
        } catch (e) {
          const retry = isErrorCode(e, 'version_conflict', 'bom_checking') && e.status === 409 && attempt < ATTEMPTS;
          if (!retry) throw e;
          if (isErrorCode(e, 'bom_checking')) await sleep(BOM_CHECKING_POLL_MS);
          await queryClient.fetchQuery({
            queryKey: assemblyKeys.board(boardId),
            queryFn: () => callApi('listBoardElements', { params: { boardId } }),
            staleTime: 0,
          });
        }
      }
    }
  }, [boardId, updates, round, clear, queryClient]);

  return error;
}
