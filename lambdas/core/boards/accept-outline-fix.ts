import type { Board } from '#contracts/schemas/boards.ts';
import type { AcceptedOutline } from '#contracts/schemas/stored-board.ts';
import type { Actor } from '../actor.ts';
import { acceptOutline, type BoardRecord } from '../db/boards.ts';
import { AppError, conflictAs, forbidden, notFound } from '../errors.ts';
import { boardForViewer } from './board-access.ts';
import { outlineAcceptedKey } from './board-keys.ts';
import type { BoardFiles } from './board-ports.ts';
import { toBoardView } from './board-view.ts';

// POST /boards/{boardId}/findings/{findingId}/accept-fix: the owner accepts the
// outline Copperline proposed for a broken one; the board is checked and quoted
// again with it (docs/board-checks.md#outline-fix).

export const OUTLINE_FIX_CONFLICT_MESSAGE =
  'This board changed since you saw the proposed outline (it was checked again, or a fix was already accepted). It was reloaded: look at it again.';

/** Pieces may be separate boards made together: a warning to dismiss, never a merge to accept. */
const NOT_ACCEPTABLE = new Set(['outline-pieces']);

/**
 * What the owner may accept on `board` as seen at `seenUpdatedAt`: the
 * finding's proposal, or the AppError that says why not. Pure, so every
 * refusal is tested without a table.
 */
export function acceptableProposal(
  board: Pick<BoardRecord, 'processing' | 'lifecycle' | 'findings' | 'acceptedOutline' | 'updatedAt'>,
  findingId: string,
  seenUpdatedAt: string,
): Omit<AcceptedOutline, 'acceptedBy' | 'acceptedAt'> {
  if (board.acceptedOutline || board.updatedAt !== seenUpdatedAt) throw new AppError('version_conflict', OUTLINE_FIX_CONFLICT_MESSAGE);
  if (board.processing !== 'Complete') throw new AppError('board_not_ready');
  if (board.lifecycle === 'Order received') {
    throw new AppError('board_ordered', 'This board has been ordered: its outline can no longer change. Upload a new revision instead.');
  }
  const finding = (board.findings ?? []).find((f) => f.id === findingId);
  if (!finding) throw notFound('The finding');
  if (NOT_ACCEPTABLE.has(finding.check)) {
    throw new AppError(
      'outline_fix_not_offered',
      'Separate outline pieces may be boards meant apart: dismiss the warning, or join them in your design and upload a new revision.',
    );
  }
  if (!finding.proposal) throw new AppError('outline_fix_not_offered');
  return { check: finding.check, ...finding.proposal };
}

export async function acceptOutlineFix(
  actor: Actor,
  boardId: string,
  findingId: string,
  seenUpdatedAt: string,
  files: Pick<BoardFiles, 'presignDownload' | 'writeObject'>,
  now = new Date(),
): Promise<Board> {
  const { board, isOwner } = await boardForViewer(actor, boardId);
  // The owner only: the fixed outline is what they pay for; staff advise, they do not decide.
  if (!isOwner) throw forbidden('Only the board’s owner can accept a fix to its outline.');
  const proposal = acceptableProposal(board, findingId, seenUpdatedAt);
  const accepted: AcceptedOutline = { ...proposal, acceptedBy: board.userId, acceptedAt: now.toISOString() };
  const stored = await acceptOutline(boardId, accepted, seenUpdatedAt).catch(
    conflictAs(() => new AppError('version_conflict', OUTLINE_FIX_CONFLICT_MESSAGE)),
  );
  // Its create event queues the board for processing again (lambdas/core/boards/board-keys.ts).
  await files.writeObject(outlineAcceptedKey(boardId), JSON.stringify({ findingId, acceptedAt: accepted.acceptedAt }), 'application/json');
  return toBoardView(stored, files);
}
