import { gunzipSync, gzipSync } from 'node:zlib';
import type * as z from 'zod/mini';
import type { PlacementFile } from '#contracts/schemas/bom.ts';
import { ParsedBoardSchema, ParsedPlacementSchema, type ParsedBoard } from '#contracts/schemas/stored-assembly.ts';
import { getParsedAssemblyInput, putParsedAssemblyInput } from '../db/parsed-assembly-inputs.ts';

// What was read of a board's assembly files, kept in the table as gzipped
// JSON (db/parsed-assembly-inputs.ts): read and written here, with nothing
// of the readers or the routes, so the upload processor can keep a new
// revision's inputs without bundling them. Which file is read when:
// parsed-inputs.ts (docs/assembly.md#files-read-once).

/** The board's kept input. */
export const BOARD_INPUT = 'board';
/** A kept input's JSON once unzipped, at most (a 5 MB file's rows are far less). */
const MAX_PARSED_JSON_BYTES = 64 * 1024 * 1024;

export async function readKept<S extends z.ZodMiniType>(boardId: string, input: string, schema: S): Promise<z.output<S> | null> {
  const bytes = await getParsedAssemblyInput(boardId, input);
  if (!bytes) return null;
  return schema.parse(JSON.parse(gunzipSync(bytes, { maxOutputLength: MAX_PARSED_JSON_BYTES }).toString('utf8')));
}

export async function keep(boardId: string, input: string, value: unknown): Promise<void> {
  await putParsedAssemblyInput(boardId, input, gzipSync(JSON.stringify(value)));
}

/** The board as the assembly reads it, kept where it is processed (a new revision's carry-over already has its model). */
export async function keepBoardInput(boardId: string, parsed: ParsedBoard): Promise<void> {
  await keep(boardId, BOARD_INPUT, ParsedBoardSchema.parse(parsed));
}

/** A placement file as kept for the board; null when it never was. */
export function readKeptPlacement(boardId: string, fileId: string): Promise<PlacementFile | null> {
  return readKept(boardId, fileId, ParsedPlacementSchema);
}

/**
 * A file kept for one board, kept for another too (a new revision takes the previous one's BOM and placement files,
 * whose content never changes under their id); false when the file was never read.
 */
export async function copyKeptInput(fromBoardId: string, toBoardId: string, fileId: string): Promise<boolean> {
  const bytes = await getParsedAssemblyInput(fromBoardId, fileId);
  if (!bytes) return false;
  await putParsedAssemblyInput(toBoardId, fileId, bytes);
  return true;
}
