import type { PlacementFile } from '#contracts/schemas/bom.ts';
import type { BomState } from '#contracts/schemas/boards.ts';
import type { NotCarried, PartStanding } from '#contracts/schemas/revision-carry-over.ts';
import type { ParsedBoard, StoredPlacementFile } from '#contracts/schemas/stored-assembly.ts';
import { getAssemblyOfBoard, writeAssembly, type BoardBomRecord } from '../db/assembly.ts';
import { chosenPartOf } from '../bom/board-elements.ts';
import { getBoard } from '../db/boards.ts';
import { getPartsByIds } from '../db/parts.ts';
import { carryAssemblyOver, type CarriedPart } from './assembly-carry-over.ts';
import { needsMapping } from './compute-assembly.ts';
import { copyKeptInput, keepBoardInput, readKeptPlacement } from './kept-inputs.ts';

// A new revision's assembly, written while it is processed, before it is
// marked Complete (so no customer change can meet it): the previous
// revision's BOM and placement files (their files stay where they were
// uploaded; what was read of them is kept again for the new board), its BOM
// lines as read there, the rows recomputed on the new board with the
// customer's choices carried by designator (assembly-carry-over.ts). The
// processor bundles no file reader: nothing is read again here. A retry writes the same rows under the
// same ids; rows are batch writes, never one transaction
// (docs/revisions.md#carry-over).

export const FILE_NOT_READ = 'The file had not been read yet: upload it again on this revision.';

export type AssemblyCarried = {
  /** The new revision's BOM state; absent when the previous revision had no assembly files. */
  bomState?: Extract<BomState, 'NEEDS_ATTENTION' | 'COMPLETE'>;
  carried: string[];
  notCarried: NotCarried[];
  /** The previous revision's parts as they stand now, for the BOM diff's stock and price changes. */
  parts: PartStanding[];
};

const NOTHING: AssemblyCarried = { carried: [], notCarried: [], parts: [] };

async function carriedFiles(previousBoardId: string, boardId: string, bom: BoardBomRecord) {
  const carried: string[] = [];
  const notCarried: NotCarried[] = [];
  const unread = (what: string, fileName: string) => notCarried.push({ what, designator: null, was: fileName, reason: FILE_NOT_READ });
  let bomFile = bom.bomFile;
  if (bomFile && !(await copyKeptInput(previousBoardId, boardId, bomFile.fileId))) {
    unread('bom', bomFile.fileName);
    bomFile = null;
  } else if (bomFile) carried.push('bom');
  const placementFiles: StoredPlacementFile[] = [];
  const placements: PlacementFile[] = [];
  for (const file of bom.placementFiles) {
    const placement = await readKeptPlacement(previousBoardId, file.fileId);
    if (!placement || !(await copyKeptInput(previousBoardId, boardId, file.fileId))) {
      unread('placement', file.fileName);
      continue;
    }
    placementFiles.push(file);
    placements.push(placement);
    carried.push(`placement:${file.fileName}`);
  }
  return { bomFile, placementFiles, placements, carried, notCarried };
}

function standing(part: { id: string; mpn: string; stock: number; price_breaks: PartStanding['price_breaks'] }): PartStanding {
  return { part_id: part.id, mpn: part.mpn, stock: part.stock, price_breaks: part.price_breaks };
}

/** Carries the previous revision's assembly to `boardId` (its board as processing read it). */
export async function carryAssemblyToRevision(boardId: string, previousBoardId: string, board: ParsedBoard): Promise<AssemblyCarried> {
  // Kept for every later change of the new revision's assembly, which reads the board only from here.
  await keepBoardInput(boardId, board);
  const before = await getAssemblyOfBoard(previousBoardId);
  if (!before.bom) return NOTHING;
  const files = await carriedFiles(previousBoardId, boardId, before.bom);
  if (!files.bomFile && files.placementFiles.length === 0) return { ...NOTHING, notCarried: files.notCarried };

  // The same file with the same mapping reads the same lines; the next mapping or BOM on this revision reads them again.
  const record: BoardBomRecord = { ...before.bom, boardId, bomFile: files.bomFile, placementFiles: files.placementFiles };
  const lines = record.bomFile ? before.lines.map((l) => l.line) : null;
  const partIds = new Set<string>();
  for (const line of before.lines) if (line.match.part_id) partIds.add(line.match.part_id);
  for (const element of before.elements) {
    if (element.element.part_id) partIds.add(element.element.part_id);
    if (typeof element.overrides.part_id === 'string') partIds.add(element.overrides.part_id);
  }
  const catalogue = await getPartsByIds([...partIds]);
  const parts = new Map<string, CarriedPart>();
  for (const [id, part] of catalogue) parts.set(id, { ...chosenPartOf(part), mpn: part.mpn });

  const result = carryAssemblyOver({
    boardId,
    board,
    previousLines: before.lines,
    previousElements: before.elements,
    lines,
    placements: files.placements,
    parts,
    needsMapping: needsMapping(record),
  });
  record.mismatches = result.mismatches;
  // A retry finds what an earlier attempt wrote and drops the rows that are no longer computed. A duplicate delivery
  // that finished first made the board Complete, and the customer may be changing rows: this one writes nothing.
  const written = await getAssemblyOfBoard(boardId);
  if ((await getBoard(boardId, true))?.processing === 'Complete') return { ...NOTHING, notCarried: files.notCarried };
  await writeAssembly(boardId, { bom: record, lines: result.lines, elements: result.elements }, written);
  return {
    bomState: result.bomState,
    carried: [...files.carried, ...result.carried],
    notCarried: [...files.notCarried, ...result.notCarried],
    parts: [...catalogue.values()].map(standing),
  };
}
