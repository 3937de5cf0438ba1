import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#web/lib/api/api-error.ts';
import { boardKeys } from './api/board-keys.ts';
import { useUpdateBoardElement } from './api/update-board-element.ts';
import { nextBomUpdate, type BomUpdate } from './bom-updates.ts';

/**
 * Sends the appended row changes one at a time, in order, each on the latest
 * version (a lost race is re-applied: api/update-board-element.ts); once every
 * change is saved the list is cleared. Returns the message of a change that failed.
 */
export function useBomUpdateRunner(boardId: string, updates: readonly BomUpdate[], clear: () => void): string | null {
  const queryClient = useQueryClient();
  const { mutateAsync: saveUpdate } = useUpdateBoardElement(boardId);
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
        void queryClient.invalidateQueries({ queryKey: boardKeys.board(boardId) });
      }
      return;
    }
    running.current = true;
    setError(null);
    void saveUpdate(next)
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
        void queryClient.invalidateQueries({ queryKey: boardKeys.assembly(boardId) });
      })
      .finally(() => {
        running.current = false;
        setRound((n) => n + 1);
      });
  }, [boardId, updates, round, clear, queryClient, saveUpdate]);

  return error;
}
