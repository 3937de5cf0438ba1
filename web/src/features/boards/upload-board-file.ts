import { ApiError } from '#web/lib/api/api-error.ts';
import { BOARD_FILE_EXTENSIONS, MAX_BOARD_FILE_BYTES, type CadSource } from '#contracts/board-files.ts';

/** Which file each tool exports for us, for the picker and the checks below. */
export const CAD_FILE_TYPES: Record<CadSource, { accept: string; label: string }> = {
  Gerber: { accept: '.zip', label: 'a .zip of Gerber and drill files' },
  KiCad: { accept: '.kicad_pcb', label: 'a KiCad .kicad_pcb file' },
  Eagle: { accept: '.brd', label: 'an Eagle .brd file' },
};

/** A customer-readable problem with the chosen file, or null when it may be uploaded. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!BOARD_FILE_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) {
    return 'Choose a Gerber .zip, a KiCad .kicad_pcb or an Eagle .brd file.';
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_BOARD_FILE_BYTES)
    return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; boards can be at most ${MAX_BOARD_FILE_BYTES / 1024 / 1024} MB.`;
  return null;
}

/** The CAD source a board file's ending names (a new revision takes its tool from the file, docs/revisions.md#revisions-of-a-board). */
export function cadSourceOfFile(name: string): CadSource {
  const lower = name.toLowerCase();
  if (lower.endsWith('.kicad_pcb')) return 'KiCad';
  if (lower.endsWith('.brd')) return 'Eagle';
  return 'Gerber';
}

/** What the customer reads when an upload fails: the API's own message, else the network's, else an apology. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? 'Sorry something went wrong! Please try again later.';
  if (error instanceof Error && error.message) return error.message;
  return 'Sorry something went wrong! Please try again later.';
}
