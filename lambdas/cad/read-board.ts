import type { BoardModel } from './board-model.ts';
import { CannotProcessError } from './cannot-process-error.ts';
import { readEagle } from './eagle/read-eagle.ts';
import { readGerberFiles } from './gerber/read-gerber-zip.ts';
import { readKicad } from './kicad/read-kicad.ts';
import { designEntries, isEagleFile, isKicadFile, readZippedDesign } from './read-design-file.ts';
import { isZip, unzipSafely } from './unzip.ts';

/** How the reason starts when a reader threw something it did not foresee (a reader bug, which the fuzz test hunts). */
export const UNFORESEEN_READ_FAILURE = 'We could not read this board file';

/** Uploads above this are refused before parsing (the presigned upload has the same limit). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * A zip holds Gerbers, or sometimes the design file itself: customers zip their
 * KiCad or Eagle project. With Gerbers present they win; otherwise a single
 * board file inside is read.
 */
function readZip(name: string, bytes: Uint8Array): BoardModel {
  const entries = unzipSafely(bytes);
  const designs = designEntries(entries);
  try {
    return readGerberFiles(name, entries);
  } catch (error) {
    if (!(error instanceof CannotProcessError) || designs.length !== 1) throw error;
  }
  return readZippedDesign(name, designs[0]!);
}

/** Detects the format (Gerber zip, KiCad, Eagle) and reads the board; throws CannotProcessError with a customer-readable reason. */
export async function readBoard(file: { name: string; bytes: Uint8Array }): Promise<BoardModel> {
  const { name, bytes } = file;
  if (bytes.length === 0) throw new CannotProcessError('The file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new CannotProcessError(
      `The file is ${(bytes.length / 1024 / 1024).toFixed(0)} MB; we accept up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    );
  }
  const lower = name.toLowerCase();
  try {
    if (isZip(bytes)) return readZip(name, bytes);
    if (isKicadFile(name, bytes)) return readKicad(name, new TextDecoder().decode(bytes));
    if (isEagleFile(name, bytes)) return readEagle(name, bytes);
    if (lower.endsWith('.zip')) throw new CannotProcessError('The file is named .zip but is not a zip archive.');
  } catch (error) {
    if (error instanceof CannotProcessError) throw error;
    // A reader bug or a file shape we did not foresee: still a clear, final answer for the customer.
    throw new CannotProcessError(`${UNFORESEEN_READ_FAILURE} (${error instanceof Error ? error.message : 'unknown error'}).`);
  }
  throw new CannotProcessError('Unsupported file. Upload a zip of Gerber and drill files, a KiCad .kicad_pcb or an Eagle .brd file.');
}
