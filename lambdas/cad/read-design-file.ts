import type { BoardModel } from './board-model.ts';
import { CannotProcessError } from './cannot-process-error.ts';
import { readEagle } from './eagle/read-eagle.ts';
import { readKicad } from './kicad/read-kicad.ts';
import { isZip, unzipSafely, type ZipEntry } from './unzip.ts';

// The design files, KiCad .kicad_pcb and Eagle .brd, alone or zipped without
// Gerbers: the only boards with components. Apart from read-board.ts so the
// assembly routes, which read components only, do not bundle the Gerber
// readers and their polygon clipping (docs/performance.md#lambda-bundles).

export function startsWithText(bytes: Uint8Array, prefix: RegExp): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  return prefix.test(head);
}

export const isKicadFile = (name: string, bytes: Uint8Array) =>
  name.toLowerCase().endsWith('.kicad_pcb') || startsWithText(bytes, /^\s*\(kicad_pcb/);
export const isEagleFile = (name: string, bytes: Uint8Array) =>
  name.toLowerCase().endsWith('.brd') || startsWithText(bytes, /^\s*<\?xml[^>]*>\s*(<!DOCTYPE eagle|<eagle)/);

/** The zip's design files (not macOS metadata or hidden files). */
export function designEntries(entries: readonly ZipEntry[]): ZipEntry[] {
  return entries.filter((e) => /\.(kicad_pcb|brd)$/i.test(e.name) && !/(^|\/)(__MACOSX|\.)/.test(e.name));
}

/** The one design file of a zip that held no Gerbers. */
export function readZippedDesign(zipName: string, design: ZipEntry): BoardModel {
  const inner = design.name.split('/').pop() ?? design.name;
  const board = design.name.toLowerCase().endsWith('.kicad_pcb')
    ? readKicad(inner, new TextDecoder().decode(design.bytes))
    : readEagle(inner, design.bytes);
  board.notes.push(`Read the board file ${design.name} from ${zipName} (no Gerbers in it).`);
  return board;
}

/**
 * A board already read once whose model had components: a KiCad or Eagle
 * file, or a zip with exactly one of them and no Gerbers (with Gerbers, the
 * Gerbers win and there are no components).
 */
export function readDesignFile(file: { name: string; bytes: Uint8Array }): BoardModel {
  const { name, bytes } = file;
  if (isZip(bytes)) {
    const designs = designEntries(unzipSafely(bytes));
    if (designs.length !== 1) throw new CannotProcessError('The zip holds no single KiCad or Eagle board file.');
    return readZippedDesign(name, designs[0]!);
  }
  if (isKicadFile(name, bytes)) return readKicad(name, new TextDecoder().decode(bytes));
  if (isEagleFile(name, bytes)) return readEagle(name, bytes);
  throw new CannotProcessError('Not a KiCad .kicad_pcb or Eagle .brd file.');
}
