import { newId } from '#contracts/ids.ts';
import type { Part } from '#contracts/parts.ts';
import type { AssemblyFileRef, BoardAssembly } from '#contracts/schemas/assembly.ts';
import type { BomLine, ColumnMapping, PlacementFile } from '#contracts/schemas/bom.ts';
import type { Actor } from '../actor.ts';
import { boardForViewer } from '../boards/board-access.ts';
import { chosenPartOf, type ChosenPart } from '../bom/board-elements.ts';
import type { TableRow } from '../bom/read-table.ts';
import { CatalogueLookup } from '../bom/catalogue-lookup.ts';
import {
  claimAssemblyCheck,
  getAssemblyOfBoard,
  setQuantityOnly,
  settleAssemblyCheck,
  writeAssembly,
  type BoardBomRecord,
} from '../db/assembly.ts';
import type { StoredPlacementFile } from '#contracts/schemas/stored-assembly.ts';
import { getBoard } from '../db/boards.ts';
import { getPartsByIds } from '../db/parts.ts';
import { AppError, notFound } from '../errors.ts';
import { currentIndex } from '../parts/catalogue-search.ts';
import { readAssemblyFile } from './assembly-files.ts';
import { bomPreview, checkMapping, keptSkipped, readBomLines } from './assembly-inputs.ts';
import { assertAssemblyEditable, CHECK_STALE_MS, versionConflict } from './assembly-guards.ts';
import { quotedPartsOf, toBoardAssembly } from './assembly-view.ts';
import { computeAssembly, needsMapping } from './compute-assembly.ts';
import { matchLines } from './match-lines.ts';
import { keptBoard, keptBomRows, keptPlacement, readNewBom, readNewPlacement, type Arrivals } from './parsed-inputs.ts';

// Every change that recomputes a board's rows: a new BOM, a confirmed column
// mapping, a placement file added or removed, a new quantity. The files are
// read and the rows computed first; then the board is claimed (CHECKING) on
// the version the caller saw, the rows written, and the state settled
// (NEEDS_ATTENTION or COMPLETE, docs/states.md#element-processing via BOM_TRANSITIONS).
// A file is read where it arrives and kept read (parsed-inputs.ts); the BOM's
// lines are read again only for a new BOM or mapping, the other changes take
// the stored ones. The changes that bring a file run through
// assembly-arrivals.ts, which alone imports the readers
// (docs/performance.md#lambda-bundles).

/** The changes that bring a file: a new BOM, a placement file added. */
export type ArrivingChange = { kind: 'bom'; file: AssemblyFileRef } | { kind: 'add placement'; file: AssemblyFileRef };

/** The changes that read only what was kept: a mapping, a placement file removed, a quantity. */
export type KeptChange =
  { kind: 'mapping'; mapping: ColumnMapping } | { kind: 'remove placement'; fileId: string } | { kind: 'quantity'; quantity: number };

export type AssemblyChange = ArrivingChange | KeptChange;

export const MAX_PLACEMENT_FILES = 5;

const EMPTY_BOM = (boardId: string): BoardBomRecord => ({
  boardId,
  bomFile: null,
  detected: null,
  confirmedMapping: null,
  preview: [],
  skipped: [],
  placementFiles: [],
  mismatches: [],
});

/** The BOM record after the change, with what was read of a file that just arrived. */
async function nextRecord(
  boardId: string,
  current: BoardBomRecord,
  change: AssemblyChange,
  arrivals: Arrivals | undefined,
): Promise<{ record: BoardBomRecord; rows?: TableRow[]; placement?: { fileId: string; parsed: PlacementFile } }> {
  switch (change.kind) {
    case 'bom': {
      const { record, bytes } = await readAssemblyFile(boardId, change.file, arrivedFiles(arrivals));
      const rows = await readNewBom(boardId, record, bytes, arrivals);
      return { record: { ...current, bomFile: { ...record, uploadedAt: new Date().toISOString() }, confirmedMapping: null }, rows };
    }
    case 'mapping':
      if (!current.bomFile) throw new AppError('no_bom');
      return { record: { ...current, confirmedMapping: change.mapping } };
    case 'add placement': {
      if (current.placementFiles.length >= MAX_PLACEMENT_FILES)
        throw new AppError(
          'too_many_placement_files',
          `A board can have at most ${MAX_PLACEMENT_FILES} placement files: remove one first.`,
        );
      const { record, bytes } = await readAssemblyFile(boardId, change.file, arrivedFiles(arrivals));
      const parsed = await readNewPlacement(boardId, record, bytes, arrivals);
      const placement: StoredPlacementFile = {
        ...record,
        format: parsed.format,
        createdAt: parsed.created_at,
        count: parsed.placements.length,
      };
      return {
        record: { ...current, placementFiles: [...current.placementFiles, placement] },
        placement: { fileId: record.fileId, parsed },
      };
    }
    case 'remove placement': {
      if (!current.placementFiles.some((p) => p.fileId === change.fileId)) throw notFound('The placement file');
      return { record: { ...current, placementFiles: current.placementFiles.filter((p) => p.fileId !== change.fileId) } };
    }
    case 'quantity':
      return { record: current };
  }
}

/** The bucket a file arrived in: only the routes with the readers take files. */
function arrivedFiles(arrivals: Arrivals | undefined) {
  if (!arrivals) throw new Error('changeAssembly: a file arrived at a route without the file readers');
  return arrivals.files;
}

function chosenParts(parts: ReadonlyMap<string, Part>): Map<string, ChosenPart> {
  return new Map([...parts].map(([id, p]) => [id, chosenPartOf(p)]));
}

/** A change that brings no file: it reads the inputs kept where the files arrived. */
export function changeAssembly(actor: Actor, boardId: string, version: number, change: KeptChange): Promise<BoardAssembly> {
  return applyAssemblyChange(actor, boardId, version, change, undefined);
}

/** Any change; `arrivals` (the bucket and the readers) only from assembly-arrivals.ts. */
export async function applyAssemblyChange(
  actor: Actor,
  boardId: string,
  version: number,
  change: AssemblyChange,
  arrivals: Arrivals | undefined,
): Promise<BoardAssembly> {
  const { board } = await boardForViewer(actor, boardId);
  assertAssemblyEditable(board, version);
  const before = await getAssemblyOfBoard(boardId);
  const staleBefore = new Date(Date.now() - CHECK_STALE_MS).toISOString();
  const quantity = change.kind === 'quantity' ? change.quantity : (board.quantity ?? 1);
  const next = await nextRecord(boardId, before.bom ?? EMPTY_BOM(boardId), change, arrivals);
  const record = next.record;

  if (!record.bomFile && record.placementFiles.length === 0) {
    // Nothing to recompute: a quantity on a board without assembly files.
    try {
      await setQuantityOnly(boardId, version, quantity, staleBefore);
    } catch (error) {
      throw versionConflict(error);
    }
    return toBoardAssembly((await getBoard(boardId))!, before, new Map(), await quotedPartsOf(boardId));
  }

  const boardInput = await keptBoard(board, arrivals);
  // A new mapping reads the BOM's rows again, as do the routes with the readers (keeping the rows of a BOM stored
  // before rows were kept); the other changes take the lines stored with their matches.
  let lines: BomLine[] = before.lines.map((l) => l.line);
  const rereadBom = change.kind === 'mapping' || arrivals !== undefined;
  const rows = next.rows ?? (rereadBom && record.bomFile ? await keptBomRows(boardId, record.bomFile, arrivals) : null);
  if (record.bomFile && rows) {
    if (record.confirmedMapping) checkMapping(rows, record.confirmedMapping);
    const reading = readBomLines(rows, record.confirmedMapping, new Set(boardInput.components.map((c) => c.designator)));
    Object.assign(record, { detected: reading.detected, preview: bomPreview(rows), skipped: keptSkipped(reading) });
    lines = reading.lines;
  }
  const placements: PlacementFile[] = [];
  for (const file of record.placementFiles)
    placements.push(next.placement?.fileId === file.fileId ? next.placement.parsed : await keptPlacement(boardId, file, arrivals));

  const index = await currentIndex();
  const lookup = index ? new CatalogueLookup(index) : null;
  const keepOverrides = change.kind !== 'bom';
  const matches = matchLines(record.bomFile ? lines : [], lookup, quantity, boardInput.components);
  const partIds = [
    ...matches.flatMap((m) => (m.part_id ? [m.part_id] : [])),
    ...(keepOverrides ? before.elements.flatMap((e) => (typeof e.overrides.part_id === 'string' ? [e.overrides.part_id] : [])) : []),
  ];
  const parts = await getPartsByIds(partIds);
  const previous = new Map(
    before.elements.map((e) => [e.designator, { elementId: e.elementId, overrides: e.overrides, processing: e.element.processing }]),
  );
  const computed = computeAssembly({
    board: boardInput,
    lines: record.bomFile ? lines : null,
    placements,
    matches,
    parts: chosenParts(parts),
    previous,
    keepOverrides,
    needsMapping: needsMapping(record),
    newId,
  });
  record.mismatches = computed.mismatches;
  const storedLines = (record.bomFile ? lines : []).map((line, i) => {
    const { row: _row, designators: _designators, ...match } = matches[i]!;
    return { row: line.row, line, match };
  });

  let claimed: number;
  try {
    claimed = await claimAssemblyCheck(boardId, version, staleBefore, change.kind === 'quantity' ? quantity : undefined);
  } catch (error) {
    throw versionConflict(error);
  }
  await writeAssembly(boardId, { bom: record, lines: storedLines, elements: computed.elements }, before);
  await settleAssemblyCheck(boardId, claimed, computed.bomState);
  const after = (await getBoard(boardId))!;
  return toBoardAssembly(after, { bom: record, lines: storedLines, elements: computed.elements }, parts, await quotedPartsOf(boardId));
}
