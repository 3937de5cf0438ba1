import type { BomLine, LineMatch } from '#contracts/schemas/bom.ts';
import type { Component } from '#lambdas/cad/board-model.ts';
import { isPlaceable } from '../bom/board-elements.ts';
import type { CatalogueLookup } from '../bom/catalogue-lookup.ts';
import { matchBom } from '../bom/part-matching.ts';

// A BOM's lines matched against the catalogue, apart from computing the rows
// (compute-assembly.ts): a new revision's carry-over computes rows without the
// catalogue, and its processor does not bundle the matching
// (docs/performance.md#lambda-bundles).

export const NO_CATALOGUE = 'No parts catalogue has been imported yet';

function unmatched(lines: readonly BomLine[]): LineMatch[] {
  return lines.map((line) => ({
    row: line.row,
    designators: line.designators,
    status: line.do_not_populate ? 'not populated' : 'unmatched',
    part_id: null,
    candidates: [],
    wanted: [],
    reason: line.do_not_populate ? null : NO_CATALOGUE,
  }));
}

/** The lines matched against the catalogue for `quantity` boards, the board's footprints preferred over the BOM's. Null lookup: no catalogue yet. */
export function matchLines(
  lines: readonly BomLine[],
  lookup: CatalogueLookup | null,
  quantity: number,
  components: readonly Component[],
): LineMatch[] {
  if (!lookup) return unmatched(lines);
  const boardFootprints = new Map(components.filter(isPlaceable).map((c) => [c.designator, c.footprint]));
  return matchBom(lines, lookup, { boards: quantity, boardFootprints });
}
