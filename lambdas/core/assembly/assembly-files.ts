import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { isId, newId } from '#contracts/ids.ts';
import type { AssemblyFileRef, CreateAssemblyFileBody, CreateAssemblyFileResponse } from '#contracts/schemas/assembly.ts';
import { MAX_ASSEMBLY_FILE_BYTES, MAX_ASSEMBLY_FILE_UPLOADS_PER_DAY } from '#contracts/schemas/assembly.ts';
import type { Actor } from '../actor.ts';
import { boardForViewer } from '../boards/board-access.ts';
import { safeFileName } from '../boards/board-keys.ts';
import type { BoardFiles } from '../boards/board-ports.ts';
import { UPLOAD_URL_SECONDS } from '../boards/board-uploads.ts';
import type { AssemblyFileRecord } from '#contracts/schemas/stored-assembly.ts';
import { countUnlessOverLimit, utcDay } from '../db/daily-counts.ts';
import { AppError } from '../errors.ts';

// BOM and placement files in the uploads bucket, under assembly/<boardId>/:
// outside boards/, whose create events queue board processing. The browser
// PUTs the file with a presigned URL signed for its exact size, then names
// it (id and name) in the call that reads it, so nothing larger than the
// limit reaches a Lambda and no file body passes through API Gateway.

export const ASSEMBLY_PREFIX = BUCKET_PREFIXES.assembly;
/** Every assembly file is signed as this type: the readers look at the bytes, not the type. */
export const ASSEMBLY_CONTENT_TYPE = 'application/octet-stream';

export function assemblyFileKey(boardId: string, file: AssemblyFileRef): string {
  if (!isId(boardId) || !isId(file.file_id)) throw new Error('assemblyFileKey: invalid id');
  return `${ASSEMBLY_PREFIX}${boardId}/${file.file_id}/${safeFileName(file.file_name)}`;
}

/** POST /boards/{boardId}/assembly-files: a file id and a presigned PUT for it (owner or staff), within the owner's daily allowance. */
export async function createAssemblyFileUpload(
  actor: Actor,
  boardId: string,
  body: CreateAssemblyFileBody,
  files: Pick<BoardFiles, 'presignUpload'>,
): Promise<CreateAssemblyFileResponse> {
  if (body.size > MAX_ASSEMBLY_FILE_BYTES) {
    throw new AppError('file_too_large', `BOM and placement files can be at most ${MAX_ASSEMBLY_FILE_BYTES / 1024 / 1024} MB.`);
  }
  const { board } = await boardForViewer(actor, boardId);
  // Counted against the board's owner, whoever uploads: each file is a bucket object on their boards.
  const allowance = {
    scope: 'assembly-file-upload' as const,
    subject: board.userId,
    day: utcDay(new Date()),
    limit: MAX_ASSEMBLY_FILE_UPLOADS_PER_DAY,
  };
  if (!(await countUnlessOverLimit(allowance)))
    throw new AppError(
      'too_many_uploads',
      `An account can upload at most ${MAX_ASSEMBLY_FILE_UPLOADS_PER_DAY} BOM and placement files a day, and this one has today. Please try again tomorrow.`,
    );
  const file = { file_id: newId(), file_name: body.file_name };
  const url = await files.presignUpload(assemblyFileKey(boardId, file), ASSEMBLY_CONTENT_TYPE, body.size, UPLOAD_URL_SECONDS);
  return {
    file,
    upload: {
      url,
      method: 'PUT',
      headers: { 'content-type': ASSEMBLY_CONTENT_TYPE },
      expires_at: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
    },
  };
}

/** Reads an uploaded assembly file; 404 when it was never uploaded, 413 past the limit. */
export async function readAssemblyFile(
  boardId: string,
  ref: AssemblyFileRef,
  files: Pick<BoardFiles, 'readObject'>,
): Promise<{ record: AssemblyFileRecord; bytes: Uint8Array }> {
  const key = assemblyFileKey(boardId, ref);
  let read: { bytes: Uint8Array; tooLarge: boolean };
  try {
    read = await files.readObject(key, MAX_ASSEMBLY_FILE_BYTES);
  } catch (error) {
    if (isMissingObject(error)) throw new AppError('file_not_uploaded', `${ref.file_name} has not been uploaded: upload it first.`);
    throw error;
  }
  if (read.tooLarge)
    throw new AppError('file_too_large', `BOM and placement files can be at most ${MAX_ASSEMBLY_FILE_BYTES / 1024 / 1024} MB.`);
  return { record: { fileId: ref.file_id, fileName: ref.file_name, key, bytes: read.bytes.byteLength }, bytes: read.bytes };
}

/** A stored file read again (a recomputation). */
export async function readStoredAssemblyFile(record: AssemblyFileRecord, files: Pick<BoardFiles, 'readObject'>): Promise<Uint8Array> {
  const { bytes } = await files.readObject(record.key, MAX_ASSEMBLY_FILE_BYTES);
  return bytes;
}

function isMissingObject(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
