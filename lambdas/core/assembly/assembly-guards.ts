import type { BoardRecord } from '../db/boards.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { AppError } from '../errors.ts';

// When a board's assembly may change, and the 409s when it may not. The
// stored guard (db/assembly.ts) is what makes a lost race impossible; these
// checks answer the common cases early with a clear reason.

/** A CHECKING older than this died (API Gateway gives up after 29 s); the next change may take over. */
export const CHECK_STALE_MS = 60_000;

export const VERSION_CONFLICT_MESSAGE = 'The bill of materials was changed elsewhere meanwhile. Reload it and make your change again.';

export function assertAssemblyEditable(board: BoardRecord, version: number, now = Date.now()): void {
  if (board.processing !== 'Complete') {
    throw new AppError(
      'board_not_ready',
      'The board has not been checked successfully: add a bill of materials once it shows its results.',
    );
  }
  if (board.lifecycle === 'Order received')
    throw new AppError('board_ordered', 'This board has been ordered: its bill of materials can no longer change.');
  const checking =
    board.bomState === 'CHECKING' && board.bomCheckingSince !== undefined && now - Date.parse(board.bomCheckingSince) < CHECK_STALE_MS;
  if (checking) throw new AppError('bom_checking');
  if ((board.bomVersion ?? 0) !== version) throw new AppError('version_conflict', VERSION_CONFLICT_MESSAGE);
}

/** A lost conditional write as the 409 the client re-applies after. */
export function versionConflict(error: unknown): unknown {
  return error instanceof ConflictError ? new AppError('version_conflict', VERSION_CONFLICT_MESSAGE) : error;
}
