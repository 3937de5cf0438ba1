import { acceptedOutlineText } from '#contracts/board-report.ts';
import type { Board, BoardFinding } from '#contracts/schemas/boards.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { useViewerOwnerId } from '#web/lib/auth/use-viewer-owner-id.ts';
import { useAcceptOutlineFix } from '../api/accept-outline-fix.ts';
import { boardErrorText } from '../error-text.ts';
import styles from './outline-proposal.module.css';

/** Pieces may be boards meant apart: dismissed, never merged (docs/board-checks.md#outline-fix). */
const NOT_ACCEPTABLE = new Set(['outline-pieces']);

/** Whether the owner may accept this finding's proposed outline on the board as it stands. */
export function acceptableFix(board: Board, finding: BoardFinding): boolean {
  return (
    finding.proposal !== undefined &&
    !NOT_ACCEPTABLE.has(finding.check) &&
    finding.status !== 'Dismissed' &&
    !board.accepted_outline &&
    board.lifecycle !== 'Order received'
  );
}

/** "Accept this fix" under an outline finding's words: the board is then checked and quoted again with the dashed outline. */
export function AcceptOutlineFix({ board, finding }: { board: Board; finding: BoardFinding }) {
  const viewer = useViewerOwnerId();
  const mutation = useAcceptOutlineFix(board.board_id);
  if (!acceptableFix(board, finding) || viewer !== board.user_id) return null;
  return (
    <div className={styles.accept} data-testid="outline-fix-accept">
      <Button loading={mutation.isPending} onClick={() => mutation.mutate({ findingId: finding.id, updatedAt: board.updated_at })}>
        Accept this fix
      </Button>
      <span className={styles.acceptNote}>
        We make the board with the dashed outline and check and quote it again. Or upload a new revision with the outline fixed in your
        design.
      </span>
      {mutation.isError && (
        <p className={styles.acceptError} role="alert">
          {boardErrorText(mutation.error)}
        </p>
      )}
    </div>
  );
}

/** Under the file line once accepted: which outline the board is made with. */
export function AcceptedOutlineNote({ board }: { board: Board }) {
  if (!board.accepted_outline) return null;
  return (
    <p className={styles.acceptedNote} data-testid="accepted-outline">
      {acceptedOutlineText(board.accepted_outline.accepted_at)}.
    </p>
  );
}
