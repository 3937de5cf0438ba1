import type { BoardFinding } from '#contracts/schemas/boards.ts';
import { MAX_BOARD_FILE_BYTES } from '#contracts/board-files.ts';
import type { BoardModel } from '#lambdas/cad/board-model.ts';
import { CannotProcessError } from '#lambdas/cad/cannot-process-error.ts';
import { readBoard } from '#lambdas/cad/read-board.ts';
import { diffRevisions } from '#lambdas/cad/revision-diff/diff-revisions.ts';
import type { BoardRecord } from '../db/boards.ts';
import { revisionDiffKey } from './board-keys.ts';
import type { BoardFiles } from './board-ports.ts';

/** Where the diff went: its key, or why there is none. */
export type RevisionDiffOutcome = { revisionDiffKey: string } | { revisionDiffReason: string };

/** Shown instead of a diff when the previous revision has no board to compare with. */
export const PREVIOUS_NOT_PROCESSED = 'The previous revision could not be processed, so there is nothing to compare this one with.';

/**
 * While a revision is processed: compares it with the previous revision
 * (read again from its original file, checked by its stored findings) and
 * stores the diff as JSON beside the renders; a diff holds capped lists, so it
 * is bounded, but an S3 object keeps it out of the 400 KB item
 * (docs/revisions.md#the-diff-of-a-revision). `previous` null: a first upload, nothing to compare.
 */
export async function diffWithPrevious(
  board: Pick<BoardRecord, 'boardId'>,
  previous: BoardRecord | null,
  model: BoardModel,
  findings: readonly BoardFinding[],
  files: Pick<BoardFiles, 'readObject' | 'writeObject'>,
): Promise<RevisionDiffOutcome | null> {
  if (!previous || previous.processing !== 'Complete') return { revisionDiffReason: PREVIOUS_NOT_PROCESSED };
  const { bytes, tooLarge } = await files.readObject(previous.uploadKey, MAX_BOARD_FILE_BYTES);
  if (tooLarge) return { revisionDiffReason: PREVIOUS_NOT_PROCESSED };
  let before: BoardModel;
  try {
    before = await readBoard({ name: previous.fileName, bytes });
  } catch (error) {
    // Read once already; a reader that changed since and refuses it leaves this revision without a diff, not unprocessed.
    if (error instanceof CannotProcessError) return { revisionDiffReason: PREVIOUS_NOT_PROCESSED };
    throw error;
  }
  const diff = diffRevisions(before, model, { findings: { before: previous.findings ?? [], after: findings } });
  const key = revisionDiffKey(board.boardId);
  await files.writeObject(key, JSON.stringify(diff), 'application/json');
  return { revisionDiffKey: key };
}
