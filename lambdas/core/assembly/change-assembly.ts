import { newId } from '#contracts/ids.ts';
import type { Part } from '#contracts/parts.ts';
import type { AssemblyFileRef, BoardAssembly } from '#contracts/schemas/assembly.ts';
import type { ColumnMapping, PlacementFile } from '#contracts/schemas/bom.ts';
import type { Actor } from '../actor.ts';
import { boardForViewer } from '../boards/board-access.ts';
import type { BoardFiles } from '../boards/board-ports.ts';
import type { ChosenPart } from '../bom/board-elements.ts';
import { CatalogueLookup } from '../bom/catalogue-lookup.ts';
import type { BomReading } from '../bom/read-bom.ts';
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
import type { CatalogueIndex } from '../parts/search/catalogue-index.ts';
import { readAssemblyFile, readStoredAssemblyFile } from './assembly-files.ts';
import { bomPreview, bomRows, checkMapping, keptSkipped, parsePlacement, readBoardForAssembly, readBomLines } from './assembly-inputs.ts';
import { assertAssemblyEditable, CHECK_STALE_MS, versionConflict } from './assembly-guards.ts';
import { needsMapping, quotedPartsOf, toBoardAssembly } from './assembly-view.ts';
import { computeAssembly, matchLines } from './compute-assembly.ts';

// Every change that recomputes a board's rows: a new BOM, a confirmed column
// mapping, a placement file added or removed, a new quantity. The files are
// read and the rows computed first; then the board is claimed (CHECKING) on
// the version the caller saw, the rows written, and the state settled
// (NEEDS_ATTENTION or COMPLETE, docs/states.md#element-processing via BOM_TRANSITIONS).

export type AssemblyChange =
  | { kind: 'bom'; file: AssemblyFileRef }
  | { kind: 'mapping'; mapping: ColumnMapping }
  | { kind: 'add placement'; file: AssemblyFileRef }
  | { kind: 'remove placement'; fileId: string }
  | { kind: 'quantity'; quantity: number };

export type AssemblyPorts = {
  files: Pick<BoardFiles, 'readObject'>;
  /** The parts search index the search route loads; null while no catalogue was imported. */
  catalogue: () => Promise<CatalogueIndex | null>;
};

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

/** The BOM record after the change, with the new file's bytes when one was just uploaded. */
async function nextRecord(boardId: string, current: BoardBomRecord, change: AssemblyChange, files: AssemblyPorts['files']) {
  const fresh = new Map<string, Uint8Array>();
  switch (change.kind) {
    case 'bom': {
      const { record, bytes } = await readAssemblyFile(boardId, change.file, files);
      fresh.set(record.key, bytes);
      return { record: { ...current, bomFile: { ...record, uploadedAt: new Date().toISOString() }, confirmedMapping: null }, fresh };
    }
    case 'mapping':
      if (!current.bomFile) throw new AppError('conflict', 'no_bom', 'Upload a bill of materials first.');
      return { record: { ...current, confirmedMapping: change.mapping }, fresh };
    case 'add placement': {
      if (current.placementFiles.length >= MAX_PLACEMENT_FILES)
        throw new AppError(
          'conflict',
          'too_many_placement_files',
          `A board can have at most ${MAX_PLACEMENT_FILES} placement files: remove one first.`,
        );
      const { record, bytes } = await readAssemblyFile(boardId, change.file, files);
      const parsed = parsePlacement(record.fileName, bytes);
      fresh.set(record.key, bytes);
      const placement: StoredPlacementFile = {
        ...record,
        format: parsed.format,
        createdAt: parsed.created_at,
        count: parsed.placements.length,
      };
      return { record: { ...current, placementFiles: [...current.placementFiles, placement] }, fresh };
    }
    case 'remove placement': {
      if (!current.placementFiles.some((p) => p.fileId === change.fileId)) throw notFound('The placement file');
      return { record: { ...current, placementFiles: current.placementFiles.filter((p) => p.fileId !== change.fileId) }, fresh };
    }
    case 'quantity':
      return { record: current, fresh };
  }
}

function chosenParts(parts: ReadonlyMap<string, Part>): Map<string, ChosenPart> {
  return new Map([...parts].map(([id, p]) => [id, { package: p.parameters.package?.raw ?? p.package, source: p.source }]));
}

export async function changeAssembly(
  actor: Actor,
  boardId: string,
  version: number,
  change: AssemblyChange,
  ports: AssemblyPorts,
): Promise<BoardAssembly> {
  const { board } = await boardForViewer(actor, boardId);
  assertAssemblyEditable(board, version);
  const before = await getAssemblyOfBoard(boardId);
  const staleBefore = new Date(Date.now() - CHECK_STALE_MS).toISOString();
  const quantity = change.kind === 'quantity' ? change.quantity : (board.quantity ?? 1);
  const { record, fresh } = await nextRecord(boardId, before.bom ?? EMPTY_BOM(boardId), change, ports.files);

  if (!record.bomFile && record.placementFiles.length === 0) {
    // Nothing to recompute: a quantity on a board without assembly files.
    try {
      await setQuantityOnly(boardId, version, quantity, staleBefore);
    } catch (error) {
      throw versionConflict(error);
    }
    return toBoardAssembly((await getBoard(boardId))!, before, new Map(), await quotedPartsOf(boardId));
  }

  const read = async (file: { key: string }) => fresh.get(file.key) ?? readStoredAssemblyFile(file as StoredPlacementFile, ports.files);
  const boardInput = await readBoardForAssembly(board, ports.files);
  let reading: BomReading | null = null;
  if (record.bomFile) {
    const rows = bomRows(record.bomFile.fileName, await read(record.bomFile));
    if (record.confirmedMapping) checkMapping(rows, record.confirmedMapping);
    reading = readBomLines(rows, record.confirmedMapping, new Set(boardInput.components.map((c) => c.designator)));
    Object.assign(record, { detected: reading.detected, preview: bomPreview(rows), skipped: keptSkipped(reading) });
  }
  const placements: PlacementFile[] = [];
  for (const file of record.placementFiles) placements.push(parsePlacement(file.fileName, await read(file)));

  const index = await ports.catalogue();
  const lookup = index ? new CatalogueLookup(index) : null;
  const keepOverrides = change.kind !== 'bom';
  const matches = matchLines(reading?.lines ?? [], lookup, quantity, boardInput.components);
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
    lines: reading?.lines ?? null,
    placements,
    matches,
    parts: chosenParts(parts),
    previous,
    keepOverrides,
    needsMapping: needsMapping(record),
    newId,
  });
  record.mismatches = computed.mismatches;
  const lines = (reading?.lines ?? []).map((line, i) => {
    const { row: _row, designators: _designators, ...match } = matches[i]!;
    return { row: line.row, line, match };
  });

  let claimed: number;
  try {
    claimed = await claimAssemblyCheck(boardId, version, staleBefore, change.kind === 'quantity' ? quantity : undefined);
  } catch (error) {
    throw versionConflict(error);
  }
  await writeAssembly(boardId, { bom: record, lines, elements: computed.elements }, before);
  await settleAssemblyCheck(boardId, claimed, computed.bomState);
  const after = (await getBoard(boardId))!;
  return toBoardAssembly(after, { bom: record, lines, elements: computed.elements }, parts, await quotedPartsOf(boardId));
}
