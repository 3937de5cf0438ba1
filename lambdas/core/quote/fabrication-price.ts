import { capabilities } from '#contracts/capabilities.ts';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import { optionApplies } from '#contracts/board-options.ts';
import { DEFAULT_BOARD_OPTIONS, type BoardFacts, type BoardOptions, type QuoteLine } from '#contracts/schemas/quote.ts';
import { basisPointsOf, ceilDiv, centsToMicros, sum } from './integer-money.ts';
import { optionProblems } from './option-rules.ts';
import { explainedLine, formatArea, formatCents, formatChangeBp, formatUnitPrice, plural } from './quote-text.ts';

// Fabrication of the bare boards: a setup fee per layer count, a rate per cm²
// of outline area, the options' surcharges, then the lead time's change to
// all of that.

type LeadTime = PricingConfig['lead_times'][number];
export type FabricationPrice = { lines: QuoteLine[]; problems: string[] };

const mm = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** Why the board cannot be made at all (outside the capabilities). */
export function boardProblems(board: BoardFacts): string[] {
  const problems: string[] = [];
  const { layers, boardSizeMm: size } = capabilities;
  if (!layers.allowed.includes(board.copper_layers)) {
    problems.push(`${board.copper_layers}-layer boards are not made here (we make ${layers.allowed.join(', ')} layers).`);
  }
  const long = Math.max(board.width_mm, board.height_mm);
  const short = Math.min(board.width_mm, board.height_mm);
  if (long > size.maxLongSide || short > size.maxShortSide) {
    problems.push(
      `The board is ${mm(board.width_mm)} × ${mm(board.height_mm)} mm; we make boards up to ${size.maxLongSide} × ${size.maxShortSide} mm.`,
    );
  }
  if (short < Math.min(size.minWidth, size.minHeight)) {
    problems.push(
      `The board is ${mm(board.width_mm)} × ${mm(board.height_mm)} mm; we make boards at least ${size.minWidth} × ${size.minHeight} mm.`,
    );
  }
  return problems;
}

/** The outline area billed per board: whole mm², rounded up. */
export function billableAreaMm2(board: BoardFacts): number {
  return Math.ceil(board.area_mm2);
}

/** A per-cm² rate over one board's area, rounded up to the micro-dollar. */
export function perBoardMicros(areaMm2: number, perCm2Micros: number): number {
  return ceilDiv(areaMm2 * perCm2Micros, 100);
}

function perBoardArithmetic(quantity: number, areaMm2: number, perCm2Micros: number): string {
  const exact = (areaMm2 * perCm2Micros) % 100 === 0;
  return `${plural(quantity, 'board')} × ${formatUnitPrice(perBoardMicros(areaMm2, perCm2Micros))} (${formatArea(areaMm2)} × ${formatUnitPrice(perCm2Micros)} per cm²${exact ? '' : ', rounded up to the micro-dollar'})`;
}

type OptionRow = { order_cents: number; per_cm2_micros: number };

function surchargeLines(id: string, name: string, row: OptionRow, chosen: boolean, quantity: number, areaMm2: number): QuoteLine[] {
  const lines: QuoteLine[] = [];
  if (row.order_cents > 0) {
    lines.push(
      explainedLine({
        id: `${id}.order`,
        section: 'Fabrication',
        label: `${name}, per order`,
        quantity: 1,
        unit_price_micros: centsToMicros(row.order_cents),
        arithmetic: `1 order × ${formatCents(row.order_cents)}`,
      }),
    );
  }
  if (row.per_cm2_micros > 0) {
    lines.push(
      explainedLine({
        id: `${id}.area`,
        section: 'Fabrication',
        label: `${name}, per board`,
        quantity,
        unit_price_micros: perBoardMicros(areaMm2, row.per_cm2_micros),
        arithmetic: perBoardArithmetic(quantity, areaMm2, row.per_cm2_micros),
      }),
    );
  }
  // A choice other than the shop's default is always shown, even when it costs nothing extra.
  if (lines.length === 0 && chosen) {
    lines.push(
      explainedLine({
        id: `${id}.included`,
        section: 'Fabrication',
        label: name,
        quantity: 1,
        unit_price_micros: 0,
        arithmetic: 'no extra charge',
      }),
    );
  }
  return lines;
}

type OptionPriceRow = { id: string; name: string; row: OptionRow | undefined; chosen: boolean };

/** The options' price rows that apply to this board (inner copper only with inner layers, vias only from 2 layers). */
function optionRows(board: BoardFacts, options: BoardOptions, config: PricingConfig): OptionPriceRow[] {
  const fab = config.fabrication;
  const chosen = (key: keyof BoardOptions) => options[key] !== DEFAULT_BOARD_OPTIONS[key];
  const rows: OptionPriceRow[] = [
    {
      id: 'thickness',
      name: `${options.thickness_mm} mm thickness`,
      row: fab.thickness.find((r) => r.thickness_mm === options.thickness_mm),
      chosen: chosen('thickness_mm'),
    },
    { id: 'finish', name: `${options.finish} finish`, row: fab.finish.find((r) => r.finish === options.finish), chosen: chosen('finish') },
    {
      id: 'colour',
      name: `${options.colour} solder mask`,
      row: fab.colour.find((r) => r.colour === options.colour),
      chosen: chosen('colour'),
    },
    {
      id: 'silkscreen',
      name: `${options.silkscreen_colour} silkscreen`,
      row: fab.silkscreen_colour.find((r) => r.colour === options.silkscreen_colour),
      chosen: chosen('silkscreen_colour'),
    },
    {
      id: 'copper',
      name: `${options.copper_oz} oz copper`,
      row: fab.copper_weight.find((r) => r.copper_oz === options.copper_oz),
      chosen: chosen('copper_oz'),
    },
  ];
  if (optionApplies('inner_copper_oz', board.copper_layers)) {
    rows.push({
      id: 'inner_copper',
      name: `${options.inner_copper_oz} oz inner copper`,
      row: fab.inner_copper_weight.find((r) => r.copper_oz === options.inner_copper_oz),
      chosen: chosen('inner_copper_oz'),
    });
  }
  if (optionApplies('via_treatment', board.copper_layers)) {
    rows.push({
      id: 'vias',
      name: `${options.via_treatment} vias`,
      row: fab.via_treatment.find((r) => r.treatment === options.via_treatment),
      chosen: chosen('via_treatment'),
    });
  }
  return rows;
}

/**
 * The fabrication lines whatever the option rules say (null when a price is
 * missing): what the quote shows once the board passes them, and what a
 * choice's price difference is computed from.
 */
export function fabricationLines(
  board: BoardFacts,
  options: BoardOptions,
  quantity: number,
  leadTime: LeadTime | null,
  config: PricingConfig,
): QuoteLine[] | null {
  const layerRow = config.fabrication.layers.find((row) => row.layers === board.copper_layers);
  const rows = optionRows(board, options, config);
  if (!layerRow || rows.some((r) => !r.row)) return null;
  const area = billableAreaMm2(board);
  const lines: QuoteLine[] = [
    explainedLine({
      id: 'fabrication.setup',
      section: 'Fabrication',
      label: `Setup, ${board.copper_layers} layers`,
      quantity: 1,
      unit_price_micros: centsToMicros(layerRow.setup_cents),
      arithmetic: `1 order × ${formatCents(layerRow.setup_cents)}`,
    }),
    explainedLine({
      id: 'fabrication.boards',
      section: 'Fabrication',
      label: `Boards, ${board.copper_layers} layers`,
      quantity,
      unit_price_micros: perBoardMicros(area, layerRow.per_cm2_micros),
      arithmetic: perBoardArithmetic(quantity, area, layerRow.per_cm2_micros),
    }),
  ];
  for (const { id, name, row, chosen } of rows) lines.push(...surchargeLines(`fabrication.${id}`, name, row!, chosen, quantity, area));

  if (leadTime && leadTime.fabrication_change_bp !== 0) {
    const base = sum(lines.map((line) => line.amount_micros));
    lines.push(
      explainedLine({
        id: 'fabrication.lead_time',
        section: 'Fabrication',
        label: `${leadTime.label} lead time (${formatChangeBp(leadTime.fabrication_change_bp)} of fabrication)`,
        quantity: 1,
        unit_price_micros: basisPointsOf(base, leadTime.fabrication_change_bp),
        arithmetic: `${formatChangeBp(leadTime.fabrication_change_bp)} × ${formatUnitPrice(base)} of fabrication above, rounded to the micro-dollar`,
      }),
    );
  }
  return lines;
}

/**
 * The fabrication lines of `quantity` boards. The lead time (null when the
 * chosen one is unknown) changes the sum of the other lines by its share.
 * Options this board cannot be made with are problems, like a board too large.
 */
export function priceFabrication(
  board: BoardFacts,
  options: BoardOptions,
  quantity: number,
  leadTime: LeadTime | null,
  config: PricingConfig,
): FabricationPrice {
  const problems = boardProblems(board);
  const layerRow = config.fabrication.layers.find((row) => row.layers === board.copper_layers);
  if (!layerRow && problems.length === 0) problems.push(`No price is set for ${board.copper_layers}-layer boards.`);
  for (const { name, row } of optionRows(board, options, config)) if (!row) problems.push(`No price is set for ${name}.`);
  if (problems.length === 0) problems.push(...optionProblems(board, options).map((p) => p.reason));
  const lines = problems.length === 0 ? fabricationLines(board, options, quantity, leadTime, config) : null;
  return lines ? { lines, problems } : { lines: [], problems };
}
