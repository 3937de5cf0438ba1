import { capabilities } from '#contracts/capabilities.ts';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import type { PlacementMethod } from '#contracts/schemas/bom.ts';
import type { BoardFacts, QuoteLine, QuoteLineInput } from '#contracts/schemas/quote.ts';
import { centsToMicros, sum } from './integer-money.ts';
import type { AssembledLine } from './parts-price.ts';
import { explainedLine, formatCents, formatCount, elementNames, formatElements, formatUnitPrice, plural } from './quote-text.ts';

// Assembly: a setup fee, a stencil per side with machine surface-mount parts,
// each placement at its method's price, and a fee per distinct part loaded
// (more for extended parts the shop must buy in). Consigned parts are placed
// like any other; do-not-populate lines are not placed.

export type AssemblyPrice = { lines: QuoteLine[]; problems: string[] };

/** The lines that get placed: populated and with a part. */
export function assembledLines(lines: readonly QuoteLineInput[]): AssembledLine[] {
  return lines.filter((line): line is AssembledLine => !line.do_not_populate && line.part !== null && line.part_id !== null);
}

function assemblyProblems(board: BoardFacts, assembled: readonly AssembledLine[], config: PricingConfig): string[] {
  const problems: string[] = [];
  const { assembly } = capabilities;
  const size = assembly.boardSizeMm;
  const long = Math.max(board.width_mm, board.height_mm);
  const short = Math.min(board.width_mm, board.height_mm);
  if (long > size.maxLongSide || short > size.maxShortSide || short < Math.min(size.minWidth, size.minHeight)) {
    problems.push(
      `Boards from ${size.minWidth} × ${size.minHeight} mm up to ${size.maxLongSide} × ${size.maxShortSide} mm can be assembled.`,
    );
  }
  for (const line of assembled) {
    const elements = formatElements(elementNames(line));
    if (!assembly.placementMethods.includes(line.placement_method)) problems.push(`${elements}: ${line.placement_method} is not offered.`);
    else if (!config.assembly.placements.some((row) => row.method === line.placement_method))
      problems.push(`No price is set for ${line.placement_method} placement.`);
    if (!assembly.sides.includes(line.side)) problems.push(`${elements}: parts on the ${line.side} side cannot be assembled.`);
    if (line.consigned && !assembly.consignedParts) problems.push(`${elements}: consigned parts are not accepted.`);
  }
  return problems;
}

export function priceAssembly(
  board: BoardFacts,
  assembled: readonly AssembledLine[],
  boards: number,
  config: PricingConfig,
): AssemblyPrice {
  if (assembled.length === 0) return { lines: [], problems: [] };
  const problems = assemblyProblems(board, assembled, config);
  if (problems.length > 0) return { lines: [], problems };
  const fees = config.assembly;
  const lines: QuoteLine[] = [
    explainedLine({
      id: 'assembly.setup',
      section: 'Assembly',
      label: 'Setup',
      quantity: 1,
      unit_price_micros: centsToMicros(fees.setup_cents),
      arithmetic: `1 order × ${formatCents(fees.setup_cents)}`,
    }),
  ];

  const stencilSides = [...new Set(assembled.filter((l) => l.placement_method === 'Machine surface mount').map((l) => l.side))].sort();
  if (stencilSides.length > 0) {
    lines.push(
      explainedLine({
        id: 'assembly.stencil',
        section: 'Assembly',
        label: `Stencil (${stencilSides.join(', ')})`,
        quantity: stencilSides.length,
        unit_price_micros: centsToMicros(fees.stencil_cents_per_side),
        arithmetic: `${plural(stencilSides.length, 'side')} with surface-mount parts × ${formatCents(fees.stencil_cents_per_side)}`,
      }),
    );
  }

  for (const row of fees.placements) {
    const ofMethod = assembled.filter((l) => l.placement_method === row.method);
    if (ofMethod.length === 0) continue;
    const perBoard = sum(ofMethod.map((l) => l.quantity_per_board));
    lines.push(
      explainedLine({
        id: `assembly.placements.${slug(row.method)}`,
        section: 'Assembly',
        label: `${row.method} placements`,
        quantity: perBoard * boards,
        unit_price_micros: row.per_placement_micros,
        arithmetic: `${plural(boards, 'board')} × ${plural(perBoard, 'placement')} = ${formatCount(perBoard * boards)} × ${formatUnitPrice(row.per_placement_micros)}`,
      }),
    );
  }

  const rails = edgeRailsLine(board, boards, fees.edge_rails_cents_per_board);
  if (rails) lines.push(rails);

  const unique = new Set(assembled.map((l) => l.part_id));
  if (fees.unique_part_cents > 0) {
    lines.push(
      explainedLine({
        id: 'assembly.unique_parts',
        section: 'Assembly',
        label: 'Distinct parts loaded',
        quantity: unique.size,
        unit_price_micros: centsToMicros(fees.unique_part_cents),
        arithmetic: `${plural(unique.size, 'distinct part')} × ${formatCents(fees.unique_part_cents)}`,
      }),
    );
  }
  const extended = new Set(assembled.filter((l) => !l.consigned && l.part.library_type === 'extended').map((l) => l.part_id));
  if (extended.size > 0 && fees.extended_part_cents > 0) {
    lines.push(
      explainedLine({
        id: 'assembly.extended_parts',
        section: 'Assembly',
        label: 'Extended parts',
        quantity: extended.size,
        unit_price_micros: centsToMicros(fees.extended_part_cents),
        arithmetic: `${plural(extended.size, 'distinct extended part')} × ${formatCents(fees.extended_part_cents)}`,
      }),
    );
  }
  return { lines, problems };
}

/** Two rails along the board so the conveyor can hold it, when parts sit nearer the edge than its grip (docs/board-checks.md#part-to-edge). */
function edgeRailsLine(board: BoardFacts, boards: number, centsPerBoard: number): QuoteLine | null {
  if (!board.needs_edge_rails) return null;
  const { minPartToEdgeMm, edgeRailWidthMm } = capabilities.assembly;
  return explainedLine({
    id: 'assembly.edge_rails',
    section: 'Assembly',
    label: `Edge rails (2 × ${edgeRailWidthMm} mm)`,
    quantity: boards,
    unit_price_micros: centsToMicros(centsPerBoard),
    arithmetic: `Parts within ${minPartToEdgeMm} mm of the edge: ${plural(boards, 'board')} × ${formatCents(centsPerBoard)}`,
  });
}

function slug(method: PlacementMethod): string {
  return method.toLowerCase().replace(/[^a-z]+/g, '_');
}
