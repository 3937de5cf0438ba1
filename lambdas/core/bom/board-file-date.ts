import { isZip, unzipSafely } from '#lambdas/cad/unzip.ts';
import { maxOf } from '#lambdas/cad/geometry/arrays.ts';

// When the board files were written, from what CAD tools put in them:
// Gerber X2 `%TF.CreationDate,…*%`, KiCad's `G04 Created by KiCad … date …`
// comment and drill-file headers. A `.kicad_pcb` or `.brd` carries no save
// date, so those give null. Used to tell a placement file older than the board.

const HEAD_BYTES = 4096;

function datesIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/TF\.CreationDate,(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:[+-]\d{2}:?\d{2}|Z)?)/g)) {
    const t = Date.parse(m[1]!);
    if (!Number.isNaN(t)) out.push(t);
  }
  if (out.length === 0) {
    const created = /Created by [^\n]*? date (\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(text);
    if (created) out.push(Date.parse(`${created[1]}T${created[2]}Z`));
  }
  return out.filter((t) => !Number.isNaN(t));
}

function headText(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes.subarray(0, HEAD_BYTES));
}

/** The newest creation date found in the board upload (a Gerber zip or a single file), ISO; null when none. */
export function boardFileDate(file: { name: string; bytes: Uint8Array }): string | null {
  const texts = isZip(file.bytes) ? unzipSafely(file.bytes).map((entry) => headText(entry.bytes)) : [headText(file.bytes)];
  const dates = texts.flatMap(datesIn);
  return dates.length === 0 ? null : new Date(maxOf(dates)).toISOString();
}
