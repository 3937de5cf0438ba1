import type { BoardAssembly, BoardElementView, ElementPart } from '../../../contracts/schemas/assembly.ts';
import type { Part } from '../../../contracts/parts.ts';
import type { Actor } from '../actor.ts';
import { boardForViewer } from '../boards/board-access.ts';
import { compareDesignators } from '../bom/designators.ts';
import { populateRowError } from '../bom/populate-row.ts';
import { getAssemblyOfBoard, type BoardBomRecord, type StoredAssembly } from '../db/assembly.ts';
import type { BoardRecord } from '../db/boards.ts';
import { getPartsByIds } from '../db/parts.ts';
import type { StoredElement } from './compute-assembly.ts';
import { overriddenFields, summarizeElements } from './element-choice.ts';

// The board's assembly as the API returns it. The chosen parts are read from
// the catalogue's store of record at answer time, so price breaks, stock and
// source are current: what the quote will price from.

export function toElementPart(part: Part): ElementPart {
  const { id, supplier_code, mpn, manufacturer, description, package: pkg, stock, moq, price_breaks, library_type, source } = part;
  return { id, supplier_code, mpn, manufacturer, description, package: pkg, stock, moq, price_breaks, library_type, source };
}

export function toElementView(stored: StoredElement, parts: ReadonlyMap<string, Part>): BoardElementView {
  const part = stored.element.part_id ? (parts.get(stored.element.part_id) ?? null) : null;
  return {
    ...stored.element,
    id: stored.elementId,
    part: part ? toElementPart(part) : null,
    overridden: overriddenFields(stored.overrides),
    // The quote's quoted_parts take the place of null once quotes exist (SPEC §5 step 4).
    message: populateRowError({ ...stored.element, id: stored.elementId }, null, part?.source ?? null),
  };
}

/** The column-mapping step is due: detection was unsure and nobody confirmed a mapping. */
export function needsMapping(bom: BoardBomRecord | null): boolean {
  return !!bom?.bomFile && !!bom.detected?.needs_confirmation && bom.confirmedMapping === null;
}

export function toBoardAssembly(board: BoardRecord, stored: StoredAssembly, parts: ReadonlyMap<string, Part>): BoardAssembly {
  const bom = stored.bom;
  const elements = stored.elements.map((e) => toElementView(e, parts)).sort((a, b) => compareDesignators(a.designator, b.designator));
  return {
    board_id: board.boardId,
    version: board.bomVersion ?? 0,
    bom_state: board.bomState,
    quantity: board.quantity ?? 1,
    bom:
      bom?.bomFile && bom.detected
        ? {
            file_id: bom.bomFile.fileId,
            file_name: bom.bomFile.fileName,
            uploaded_at: bom.bomFile.uploadedAt,
            detected: bom.detected,
            mapping: bom.confirmedMapping ?? bom.detected.mapping,
            mapping_confirmed: bom.confirmedMapping !== null,
            needs_mapping: needsMapping(bom),
            preview: bom.preview,
            skipped: bom.skipped,
          }
        : null,
    placement_files: (bom?.placementFiles ?? []).map((p) => ({ file_id: p.fileId, file_name: p.fileName, format: p.format, created_at: p.createdAt, count: p.count })),
    lines: stored.lines.map((l) => ({ ...l.line, match: l.match })),
    elements,
    mismatches: bom?.mismatches ?? [],
    summary: summarizeElements(elements),
  };
}

/** Parts of the rows, from the store of record. */
export function partsOfElements(elements: readonly StoredElement[]): Promise<Map<string, Part>> {
  return getPartsByIds(elements.flatMap((e) => (e.element.part_id ? [e.element.part_id] : [])));
}

/** GET /boards/{boardId}/elements: owner or staff. */
export async function getBoardAssembly(actor: Actor, boardId: string): Promise<BoardAssembly> {
  const { board } = await boardForViewer(actor, boardId);
  const stored = await getAssemblyOfBoard(boardId);
  return toBoardAssembly(board, stored, await partsOfElements(stored.elements));
}
