import { nextRevision, revisionName } from '#contracts/board-revisions.ts';
import { newId } from '#contracts/ids.ts';
import type { CreateBoardBody, CreateBoardRevisionResponse } from '#contracts/schemas/boards.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { createRevisionUnlessOverLimit } from '../db/boards.ts';
import { AppError, conflictAs } from '../errors.ts';
import { recordMetric } from '#lambdas/telemetry/business-metric.ts';
import { boardForViewer } from './board-access.ts';
import { uploadKey } from './board-keys.ts';
import type { BoardFiles } from './board-ports.ts';
import { checkUploadSize, presignedUpload, tooManyUploads, uploadAllowance } from './board-uploads.ts';
import { countGuestUpload } from './guest-upload-limits.ts';

const newerRevision = () => new AppError('newer_revision_exists');

/**
 * POST /boards/{boardId}/revisions: the next revision of a board, a new board
 * of the same owner uploaded exactly like the first (same size limit, same
 * daily allowance, same processing). Only from the newest revision: a board
 * that already has a next revision answers 409 (docs/revisions.md#revisions-of-a-board).
 * Staff may upload it for the owner; it still belongs to, and counts for, the owner. A guest's revision
 * counts against the guest limits too, as its first upload did (docs/access.md#guest-sessions).
 */
export async function createBoardRevisionUpload(
  actor: Actor,
  previousBoardId: string,
  body: CreateBoardBody,
  files: Pick<BoardFiles, 'presignUpload'>,
  sourceIp = '',
): Promise<CreateBoardRevisionResponse> {
  checkUploadSize(body);
  const { board: previous } = await boardForViewer(actor, previousBoardId);
  if (previous.nextBoardId) throw newerRevision();
  // A copy made to order a revision again is not part of the line: its next revision would fork it.
  if (previous.copiedFromBoardId) throw new AppError('board_is_copy');
  const guestId = requireIdentity(actor).guestId;
  if (guestId !== undefined) await countGuestUpload(guestId, sourceIp, body.size);
  const boardId = newId();
  const revision = nextRevision(revisionName(previous.revision));
  // Counted in the revision's own write, so an upload that loses the race to another revision costs no allowance.
  const created = await createRevisionUnlessOverLimit(
    {
      boardId,
      userId: previous.userId,
      fileName: body.file_name,
      cadSource: body.cad_source,
      uploadKey: uploadKey(boardId, body.file_name),
      uploadBytes: body.size,
      createdAt: new Date().toISOString(),
      revision,
      previousBoardId,
    },
    uploadAllowance(previous.userId),
  ).catch(conflictAs(newerRevision));
  if (!created) throw tooManyUploads();
  recordMetric('boardsUploaded');
  return { board_id: boardId, revision, previous_board_id: previousBoardId, upload: await presignedUpload(boardId, body, files) };
}
