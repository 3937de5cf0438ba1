import type { BoardAssembly, BoardElementView, ElementPart } from '#contracts/schemas/assembly.ts';
import type { Part } from '#contracts/parts.ts';
import type { Actor } from '../actor.ts';
import { boardForViewer } from '../boards/board-access.ts';
import { compareDesignators } from '../bom/designators.ts';
import { populateRowError } from '../bom/populate-row.ts';
import { getAssemblyOfBoard, type StoredAssembly } from '../db/assembly.ts';
import { needsMapping } from './compute-assembly.ts';
import { getBoard, type BoardRecord } from '../db/boards.ts';
import type { Quote } from '#contracts/schemas/quote.ts';
import { quoteOfBoard } from '../board-quotes/board-quote-view.ts';
import { getPartsByIds } from '../db/parts.ts';
import type { StoredElement } from '#contracts/schemas/stored-assembly.ts';
import { overriddenFields, summarizeElements } from './element-choice.ts';

// The board's assembly as the API returns it. The chosen parts are read from
// the catalogue's store of record at answer time, so price breaks, stock and
// source are current: what the quote will price from. Each row's message
// (docs/validation.md#populate-row-rule) reads the board's quote, priced now.

export function toElementPart(part: Part): ElementPart {
  const { id, supplier_code, mpn, manufacturer, description, package: pkg, stock, moq, price_breaks, library_type, source } = part;
  return { id, supplier_code, mpn, manufacturer, description, package: pkg, stock, moq, price_breaks, library_type, source };
}

/** What the rows' messages read of the board's quote (docs/validation.md#populate-row-rule step 4); null before there is one. */
export type QuotedParts = Pick<Quote, 'quoted_parts'> | null;

export function toElementView(stored: StoredElement, parts: ReadonlyMap<string, Part>, quote: QuotedParts): BoardElementView {
  const part = stored.element.part_id ? (parts.get(stored.element.part_id) ?? null) : null;
  return {
    ...stored.element,
    id: stored.elementId,
    part: part ? toElementPart(part) : null,
    overridden: overriddenFields(stored.overrides),
    message: populateRowError({ ...stored.element, id: stored.elementId }, quote, part?.source ?? null),
  };
}

/** The column-mapping step is due: detection was unsure and nobody confirmed a mapping. */

export function toBoardAssembly(
  board: BoardRecord,
  stored: StoredAssembly,
  parts: ReadonlyMap<string, Part>,
  quote: QuotedParts,
): BoardAssembly {
  const bom = stored.bom;
  const elements = stored.elements
    .map((e) => toElementView(e, parts, quote))
    .sort((a, b) => compareDesignators(a.designator, b.designator));
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
    placement_files: (bom?.placementFiles ?? []).map((file) => ({
      file_id: file.fileId,
      file_name: file.fileName,
      format: file.format,
      created_at: file.createdAt,
      count: file.count,
    })),
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
  const [stored, quoted] = await Promise.all([getAssemblyOfBoard(boardId), quoteOfBoard(board, null)]);
  return toBoardAssembly(board, stored, await partsOfElements(stored.elements), quoted.view.quote);
}

/** The board's quote as the rows' messages read it, after a change. */
export async function quotedPartsOf(boardId: string): Promise<QuotedParts> {
  const board = await getBoard(boardId);
  return board ? (await quoteOfBoard(board, null)).view.quote : null;
}
