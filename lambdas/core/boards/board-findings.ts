import type { Board, IssueStatus } from '#contracts/schemas/boards.ts';
import type { Actor } from '../actor.ts';
import { replaceFindings } from '../db/boards.ts';
import { withRetries } from '../db/retry.ts';
import { AppError, forbidden, notFound } from '../errors.ts';
import { boardForViewer, isBoardStaff } from './board-access.ts';
import { ISSUE_TRANSITIONS } from './board-transitions.ts';
import type { BoardFiles } from './board-ports.ts';
import { toBoardView } from './board-view.ts';
import { canTransition } from '../state-machine.ts';

/**
 * PUT /boards/{boardId}/findings/{findingId}: dismiss a warning (or restore
 * it). Errors cannot be dismissed: they block ordering. Owner or staff.
 */
export async function setFindingStatus(
  actor: Actor,
  boardId: string,
  findingId: string,
  status: Extract<IssueStatus, 'Warning' | 'Dismissed'>,
  files: Pick<BoardFiles, 'presignDownload'>,
): Promise<Board> {
  return withRetries(
    async () => {
      const { board, identity, isOwner } = await boardForViewer(actor, boardId);
      if (!isOwner && !isBoardStaff(identity)) throw forbidden();
      const findings = board.findings ?? [];
      const finding = findings.find((f) => f.id === findingId);
      if (!finding) throw notFound('The finding');
      if (finding.status === status) return toBoardView(board, files);
      if (!canTransition(ISSUE_TRANSITIONS, finding.status, status)) {
        throw new AppError('finding_not_dismissible');
      }
      const next = findings.map((f) => (f.id === findingId ? { ...f, status } : f));
      return toBoardView(await replaceFindings(boardId, next, board.updatedAt), files);
    },
    { attempts: 3 },
  );
}
