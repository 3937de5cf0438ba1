import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import type { ParsedQuoteInput, QuoteLine, QuoteTotals, QuotedPart } from '#contracts/schemas/quote.ts';
import { assembledLines, priceAssembly } from './assembly-price.ts';
import { priceFabrication } from './fabrication-price.ts';
import { roundDiv, sum } from './integer-money.ts';
import { isAtCapacity } from './lead-time-options.ts';
import { NO_PART_SELECTED } from '../bom/populate-row.ts';
import { pricePartLine, type AssembledLine } from './parts-price.ts';
import { elementNames, formatElements } from './quote-text.ts';

// One pass of pricing over a parsed input: fabrication, assembly and parts,
// with every reason the board cannot be quoted or needs an engineer. The
// quote (quote-board.ts) runs this again for each lead time and suggestion.

export type PricedBoard = {
  leadTimeId: string;
  quotedParts: QuotedPart[];
  /** The quoted part of each input line, by its index (null for lines not placed). */
  quotedByLine: (QuotedPart | null)[];
  lines: QuoteLine[];
  /** Null when the board itself (fabrication or assembly) cannot be priced. */
  totals: QuoteTotals | null;
  /** Reasons for Cannot quote. */
  cannot: string[];
  /** Custom parts waiting for an engineer. */
  custom: string[];
  usesConfirmedCustomParts: boolean;
};

function totalsOf(lines: readonly QuoteLine[], quantity: number): QuoteTotals {
  const of = (section: QuoteLine['section']) => sum(lines.filter((l) => l.section === section).map((l) => l.amount_cents));
  const fabrication = of('Fabrication');
  const assembly = of('Assembly');
  const parts = of('Parts');
  const total = fabrication + assembly + parts;
  return {
    fabrication_cents: fabrication,
    assembly_cents: assembly,
    parts_cents: parts,
    total_cents: total,
    per_board_cents: roundDiv(total, quantity),
  };
}

export function priceBoard(input: ParsedQuoteInput, config: PricingConfig): PricedBoard {
  const leadTimeId = input.lead_time_id ?? config.default_lead_time_id;
  const leadTime = config.lead_times.find((tier) => tier.id === leadTimeId) ?? null;
  const cannot: string[] = [];
  if (!leadTime) cannot.push(`The lead time "${leadTimeId}" is not offered.`);
  else if (isAtCapacity(input.load, leadTime.id, input.quantity)) {
    cannot.push(`${leadTime.label} (${leadTime.business_days} days) is currently at capacity; choose another lead time.`);
  }

  const fabrication = priceFabrication(input.board, input.options, input.quantity, leadTime, config);
  cannot.push(...fabrication.problems);
  for (const line of input.lines) {
    if (!line.do_not_populate && line.part === null) cannot.push(`${formatElements(elementNames(line))}: ${NO_PART_SELECTED}`);
  }
  const assembled = assembledLines(input.lines);
  const assembly = priceAssembly(input.board, assembled, input.quantity, config);
  cannot.push(...assembly.problems);

  const custom: string[] = [];
  const partLines: QuoteLine[] = [];
  const quotedByLine = input.lines.map((line, index) => {
    if (!assembled.includes(line as AssembledLine)) return null;
    const placement = config.assembly.placements.find((row) => row.method === line.placement_method);
    const priced = pricePartLine(line as AssembledLine, input.quantity, placement, index);
    if (priced.line) partLines.push(priced.line);
    if (priced.problem?.kind === 'cannot') cannot.push(priced.problem.text);
    if (priced.problem?.kind === 'custom') custom.push(priced.problem.text);
    return priced.quoted;
  });
  const quotedParts = quotedByLine.filter((q): q is QuotedPart => q !== null);

  const lines = [...fabrication.lines, ...assembly.lines, ...partLines];
  const boardPriced = fabrication.problems.length === 0 && assembly.problems.length === 0;
  return {
    leadTimeId,
    quotedParts,
    quotedByLine,
    lines,
    totals: boardPriced ? totalsOf(lines, input.quantity) : null,
    cannot,
    custom,
    usesConfirmedCustomParts: quotedParts.some((q) => q.price_info?.basis === 'engineer_confirmed'),
  };
}
