import { revisionName } from '#contracts/board-revisions.ts';
import type { BoardRevisionDiff } from '#contracts/schemas/board-revision-diff.ts';
import type { CarryOver, StoredCarryOver } from '#contracts/schemas/revision-carry-over.ts';
import { RevisionDiffSchema } from '#contracts/schemas/revision-diff.ts';
import type { Actor } from '../actor.ts';
import { revisionPriceDiff } from '../board-quotes/revision-price-diff.ts';
import { getBoard } from '../db/boards.ts';
import { AppError, notFound } from '../errors.ts';
import { boardForViewer } from './board-access.ts';
import type { BoardFiles } from './board-ports.ts';
import { revisionBomDiff } from './revision-bom-diff.ts';

/** A stored diff is a few hundred KB at most (every list capped); more means something else is there. */
const MAX_DIFF_BYTES = 20 * 1024 * 1024;

/** The stored record as the API answers it: revisions processed before the totals were kept never cut their lists. */
function carryOverView(stored: StoredCarryOver): CarryOver {
  return {
    ...stored,
    carried_total: stored.carried_total ?? stored.carried.length,
    not_carried_total: stored.not_carried_total ?? stored.not_carried.length,
  };
}

/** GET /boards/{boardId}/revision-diff: the owner or staff (boardForViewer); 404 for a first upload, which has nothing before it. */
export async function getRevisionDiffForActor(
  actor: Actor,
  boardId: string,
  files: Pick<BoardFiles, 'readObject'>,
): Promise<BoardRevisionDiff> {
  const { board } = await boardForViewer(actor, boardId);
  if (!board.previousBoardId) throw new AppError('not_found', 'This board is its first revision: there is nothing to compare it with.');
  const previous = await getBoard(board.previousBoardId);
  if (!previous) throw notFound('The previous revision');
  const base = {
    board_id: board.boardId,
    revision: revisionName(board.revision),
    previous_board_id: previous.boardId,
    previous_revision: revisionName(previous.revision),
    carry_over: board.carryOver ? carryOverView(board.carryOver) : null,
  };
  const processed = board.processing === 'Complete';
  const [price, boms] = processed
    ? await Promise.all([revisionPriceDiff(previous, board), revisionBomDiff(previous, board, files)])
    : [null, null];
  const bom = boms?.choices ?? null;
  if (board.revisionDiffKey) {
    const { bytes } = await files.readObject(board.revisionDiffKey, MAX_DIFF_BYTES);
    const stored = RevisionDiffSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
    // Processing compares no BOMs (the new revision's arrives with the carry-over, or later): the lines as stored now.
    const diff = boms ? { ...stored, bom: boms.lines, identical: stored.identical && boms.lines.total === 0 } : stored;
    return { ...base, status: 'ready', reason: null, diff, price, bom };
  }
  if (board.processing === 'Complete' || board.processing === 'Cannot process') {
    const reason = board.revisionDiffReason ?? board.processingReason ?? 'This revision could not be processed, so it cannot be compared.';
    return { ...base, status: 'unavailable', reason, diff: null, price, bom };
  }
  return { ...base, status: 'pending', reason: null, diff: null, price: null, bom: null };
}
