import { revisionName } from '#contracts/board-revisions.ts';
import { newId } from '#contracts/ids.ts';
import type { CreateBoardBody, CreateBoardResponse } from '#contracts/schemas/boards.ts';
import { MAX_BOARD_FILE_BYTES } from '#contracts/board-files.ts';
import { MAX_BOARD_UPLOADS_PER_DAY } from '#contracts/schemas/boards.ts';
import type { Actor } from '../actor.ts';
import { requireIdentity } from '../actor.ts';
import { createBoard, listBoardsForUser } from '../db/boards.ts';
import { countUnlessOverLimit, type DailyAllowance, utcDay } from '../db/daily-counts.ts';
import { AppError } from '../errors.ts';
import { callerUserId } from '../users/users.ts';
import { countGuestUpload } from './guest-upload-limits.ts';
import { uploadContentType, uploadKey } from './board-keys.ts';
import type { BoardFiles } from './board-ports.ts';
import { recordMetric } from '#lambdas/telemetry/business-metric.ts';

/** How long the customer's browser has to start the PUT. */
export const UPLOAD_URL_SECONDS = 15 * 60;

async function ownerId(actor: Actor): Promise<string> {
  const identity = requireIdentity(actor);
  const userId = await callerUserId(identity);
  if (!userId) throw new AppError('user_missing');
  return userId;
}

/** Refuses a file over MAX_BOARD_FILE_BYTES (413), before anything is written. */
export function checkUploadSize(body: CreateBoardBody): void {
  if (body.size > MAX_BOARD_FILE_BYTES) {
    throw new AppError('file_too_large', `Board files can be at most ${MAX_BOARD_FILE_BYTES / 1024 / 1024} MB.`);
  }
}

/** One upload of `userId` today: at most MAX_BOARD_UPLOADS_PER_DAY a day per account. */
export function uploadAllowance(userId: string, now = new Date()): DailyAllowance {
  return { scope: 'board-upload', subject: userId, day: utcDay(now), limit: MAX_BOARD_UPLOADS_PER_DAY };
}

/** 429: the account has uploaded its day's boards. */
export const tooManyUploads = () =>
  new AppError(
    'too_many_uploads',
    `An account can upload at most ${MAX_BOARD_UPLOADS_PER_DAY} boards a day, and this one has today. Please try again tomorrow.`,
  );

/** Counts one upload of `userId` today, or refuses it (429). */
export async function countUpload(userId: string): Promise<void> {
  if (!(await countUnlessOverLimit(uploadAllowance(userId)))) throw tooManyUploads();
}

/** The presigned PUT for a new board's file, signed for the exact size and content type. */
export async function presignedUpload(
  boardId: string,
  body: CreateBoardBody,
  files: Pick<BoardFiles, 'presignUpload'>,
): Promise<CreateBoardResponse['upload']> {
  const contentType = uploadContentType(body.file_name);
  const url = await files.presignUpload(uploadKey(boardId, body.file_name), contentType, body.size, UPLOAD_URL_SECONDS);
  return {
    url,
    method: 'PUT',
    headers: { 'content-type': contentType },
    expires_at: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/**
 * POST /boards: creates the board (Created, Unprocessed) and a presigned PUT
 * for its file, signed for the exact size and content type, so S3 itself
 * refuses a bigger or different body. The S3 create event starts processing.
 * At most MAX_BOARD_UPLOADS_PER_DAY a day per account (429); a guest's board
 * (docs/access.md#guest-sessions) within the guest limits instead.
 */
export async function createBoardUpload(
  actor: Actor,
  body: CreateBoardBody,
  files: Pick<BoardFiles, 'presignUpload'>,
  sourceIp = '',
): Promise<CreateBoardResponse> {
  checkUploadSize(body);
  const userId = await ownerId(actor);
  // A guest's board is counted against its session and address (docs/limits.md#guest-uploads), an account's against the account.
  const guestId = requireIdentity(actor).guestId;
  if (guestId !== undefined) await countGuestUpload(guestId, sourceIp, body.size);
  else await countUpload(userId);
  const boardId = newId();
  await createBoard({
    boardId,
    userId,
    fileName: body.file_name,
    cadSource: body.cad_source,
    uploadKey: uploadKey(boardId, body.file_name),
    uploadBytes: body.size,
    createdAt: new Date().toISOString(),
  });
  recordMetric('boardsUploaded');
  return { board_id: boardId, upload: await presignedUpload(boardId, body, files) };
}

/** GET /boards: the caller's boards, newest first. */
export async function listMyBoards(actor: Actor) {
  const userId = await ownerId(actor);
  const boards = await listBoardsForUser(userId);
  return {
    boards: boards.map((board) => ({
      board_id: board.boardId,
      file_name: board.fileName,
      cad_source: board.cadSource,
      revision: revisionName(board.revision),
      previous_board_id: board.previousBoardId ?? null,
      next_board_id: board.nextBoardId ?? null,
      lifecycle: board.lifecycle,
      processing: board.processing,
      created_at: board.createdAt,
    })),
  };
}
