import type { Part } from '#contracts/parts.ts';
import type { BoardBomDiff, BomRowChange, PartMarketChange } from '#contracts/schemas/board-revision-diff.ts';
import type { RevisionDiff } from '#contracts/schemas/revision-diff.ts';
import { PartStandingsSchema, type PartStanding } from '#contracts/schemas/revision-carry-over.ts';
import type { StoredElement } from '#contracts/schemas/stored-assembly.ts';
import { diffBoms } from '#lambdas/cad/revision-diff/bom-diff.ts';
import { CappedList } from '#lambdas/cad/revision-diff/capped-list.ts';
import { getAssemblyOfBoard } from '../db/assembly.ts';
import type { BoardRecord } from '../db/boards.ts';
import { getPartsByIds } from '../db/parts.ts';
import type { BoardFiles } from './board-ports.ts';

// The BOM section of a revision's diff (docs/revisions.md#the-bom), computed
// when asked from both revisions' stored assembly: lines by part and
// designators, rows by designator, and the previous revision's parts whose
// stock or prices moved since the new revision took them over. Every list is
// capped like the rest of the diff.

/** The standings are one entry per distinct part of a board: a few hundred KB at most. */
const MAX_STANDINGS_BYTES = 5 * 1024 * 1024;

type BomDiff = NonNullable<RevisionDiff['bom']>;

/** A BOM row as the diff reads it: its designator and choices. */
type Row = { designator: string; element: Pick<StoredElement['element'], 'part_id' | 'do_not_populate' | 'is_consignment'> };

function facts(row: Row, mpnOf: (partId: string) => string | null) {
  const { part_id, do_not_populate, is_consignment } = row.element;
  return { part_id, mpn: part_id === null ? null : mpnOf(part_id), do_not_populate, is_consignment };
}

/** Designators on both revisions whose part, populate or consigned choice differs. Linear in the rows. */
export function diffBomRows(before: readonly Row[], after: readonly Row[], mpnOf: (partId: string) => string | null) {
  const was = new Map(before.map((row) => [row.designator, row]));
  const list = new CappedList<BomRowChange>();
  for (const row of after) {
    const old = was.get(row.designator);
    if (!old) continue;
    const changes: BomRowChange['changes'] = [];
    if (old.element.part_id !== row.element.part_id) changes.push('part');
    if (old.element.do_not_populate !== row.element.do_not_populate) changes.push('populate');
    if (old.element.is_consignment !== row.element.is_consignment) changes.push('consigned');
    if (changes.length > 0) list.push({ designator: row.designator, changes, before: facts(old, mpnOf), after: facts(row, mpnOf) });
  }
  return list.toJSON();
}

const sameBreaks = (x: PartStanding['price_breaks'], y: Part['price_breaks']) =>
  x.length === y.length && x.every((b, i) => b.min_qty === y[i]!.min_qty && b.unit_price_micros === y[i]!.unit_price_micros);

/** The parts whose stock or price breaks differ now from their standing; a part the catalogue lost is `gone`. */
export function diffPartStandings(standings: readonly PartStanding[], now: ReadonlyMap<string, Pick<Part, 'stock' | 'price_breaks'>>) {
  const list = new CappedList<PartMarketChange>();
  for (const was of standings) {
    const part = now.get(was.part_id);
    const changes: PartMarketChange['changes'] = [];
    if (!part) changes.push('gone');
    else {
      if (part.stock !== was.stock) changes.push('stock');
      if (!sameBreaks(was.price_breaks, part.price_breaks)) changes.push('price');
    }
    if (changes.length === 0) continue;
    list.push({
      part_id: was.part_id,
      mpn: was.mpn,
      changes,
      stock_before: was.stock,
      stock_after: part?.stock ?? null,
      price_breaks_before: was.price_breaks,
      price_breaks_after: part?.price_breaks ?? null,
    });
  }
  return list.toJSON();
}

async function readStandings(board: Pick<BoardRecord, 'revisionPartsKey'>, files: Pick<BoardFiles, 'readObject'>) {
  if (!board.revisionPartsKey) return null;
  const { bytes } = await files.readObject(board.revisionPartsKey, MAX_STANDINGS_BYTES);
  return PartStandingsSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
}

/** The BOM lines compared (the diff's `bom`) and the rows' choices and parts; null when neither revision has assembly files. */
export async function revisionBomDiff(
  previous: Pick<BoardRecord, 'boardId'>,
  board: Pick<BoardRecord, 'boardId' | 'revisionPartsKey'>,
  files: Pick<BoardFiles, 'readObject'>,
): Promise<{ lines: BomDiff; choices: BoardBomDiff } | null> {
  const [before, after, standings] = await Promise.all([
    getAssemblyOfBoard(previous.boardId),
    getAssemblyOfBoard(board.boardId),
    readStandings(board, files),
  ]);
  if (!before.bom && !after.bom) return null;
  const ids = new Set<string>();
  for (const { element } of [before.elements, after.elements].flat()) if (element.part_id) ids.add(element.part_id);
  for (const standing of standings?.parts ?? []) ids.add(standing.part_id);
  const parts = await getPartsByIds([...ids]);
  return {
    lines: diffBoms(
      before.lines.map((l) => l.line),
      after.lines.map((l) => l.line),
    ),
    choices: {
      rows: diffBomRows(before.elements, after.elements, (id) => parts.get(id)?.mpn ?? null),
      parts: { ...diffPartStandings(standings?.parts ?? [], parts), since: standings?.taken_at ?? null },
    },
  };
}
