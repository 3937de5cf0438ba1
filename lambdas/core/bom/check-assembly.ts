import type { AssemblyReport, ColumnMapping, FootprintCheckState } from '#contracts/schemas/bom.ts';
import type { BoardModel } from '#lambdas/cad/board-model.ts';
import type { CatalogueIndex } from '../parts/search/catalogue-index.ts';
import { partAt } from '../parts/search/catalogue-index.ts';
import type { ChosenPart } from './board-elements.ts';
import { buildBoardElements, chosenPartOf, isPlaceable } from './board-elements.ts';
import { CatalogueLookup } from './catalogue-lookup.ts';
import { matchBom } from './part-matching.ts';
import { readBom } from './read-bom-file.ts';
import type { BomReading } from './read-bom.ts';
import { readPlacement } from './read-placement.ts';

// The whole assembly check in one pure call: read the BOM and placement
// files, match lines to catalogue parts, build the populate rows and collect
// every mismatch. The board-check command prints it; the BOM routes will
// store its pieces. Throws UnreadableTableError / UnreadablePlacementError
// for files that cannot be read at all.

export interface AssemblyCheckInput {
  board: BoardModel;
  /** When the board files were written (boardFileDate), to spot older placement files. */
  boardDate: string | null;
  bom: { name: string; bytes: Uint8Array; mapping?: ColumnMapping } | null;
  placements: ReadonlyArray<{ name: string; bytes: Uint8Array }>;
  /** Boards to build. */
  quantity: number;
  catalogue: CatalogueIndex;
  consignment?: ReadonlySet<string>;
}

export async function checkAssembly(input: AssemblyCheckInput): Promise<AssemblyReport> {
  const placeable = input.board.components.filter(isPlaceable);
  const boardFootprints = new Map(placeable.map((c) => [c.designator, c.footprint]));
  const reading: BomReading | null = input.bom
    ? await readBom(input.bom, { mapping: input.bom.mapping, boardDesignators: new Set(input.board.components.map((c) => c.designator)) })
    : null;
  const placements = await Promise.all(input.placements.map(readPlacement));
  const lookup = new CatalogueLookup(input.catalogue);
  const matches = reading ? matchBom(reading.lines, lookup, { boards: input.quantity, boardFootprints }) : [];

  const parts = new Map<string, ChosenPart>();
  for (const match of matches) {
    const chosen = match.candidates.find((c) => c.part_id === match.part_id);
    if (!chosen || parts.has(chosen.part_id)) continue;
    const part = partAt(input.catalogue, lookup.partNumber(chosen.supplier_code));
    parts.set(part.id, chosenPartOf(part));
  }

  const { elements, mismatches } = buildBoardElements({
    board: { name: input.board.fileName, components: input.board.components, date: input.boardDate },
    bom: reading,
    matches,
    placements,
    parts,
    consignment: input.consignment,
  });
  const checks: Partial<Record<FootprintCheckState, number>> = {};
  for (const e of elements) checks[e.footprint_check.state] = (checks[e.footprint_check.state] ?? 0) + 1;
  const populated = elements.filter((e) => !e.do_not_populate);
  return {
    bom: reading && input.bom ? { file_name: input.bom.name, mapping: reading.detected, line_count: reading.lines.length } : null,
    placement_files: placements.map((placement) => ({
      file_name: placement.file_name,
      format: placement.format,
      created_at: placement.created_at,
      count: placement.placements.length,
    })),
    quantity: input.quantity,
    elements,
    matches,
    mismatches,
    notes: [
      ...(reading?.skipped.map((s) => `BOM row ${s.row} skipped: ${s.reason}`) ?? []),
      ...(reading && input.bom?.mapping === undefined && reading.detected.needs_confirmation
        ? [`BOM columns guessed with confidence ${reading.detected.confidence}: confirm the mapping`]
        : []),
    ],
    summary: {
      elements: elements.length,
      populated: populated.length,
      matched: populated.filter((e) => e.part_id !== null).length,
      footprint_checks: checks,
    },
  };
}
