import type { BomRowChange, PartMarketChange } from '#contracts/schemas/board-revision-diff.ts';
import { formatUnitPrice } from '#contracts/money.ts';
import { formatCount } from '#contracts/number-text.ts';

// The BOM side of what changed between two revisions, in words for the review page: the choices per designator and
// the parts whose stock or prices moved since the previous revision was taken over (docs/revisions.md#the-bom).

type RowFacts = BomRowChange['before'];

const partOf = (row: RowFacts) => (row.part_id ? (row.mpn ?? 'a part no longer in the catalogue') : 'no part');
const populateOf = (row: RowFacts) => (row.do_not_populate ? 'do not populate' : 'populate');
const consignedOf = (row: RowFacts) => (row.is_consignment ? 'consigned' : 'from the shop');

/** "R7: part RC0402FR-07100KL → RC0603FR-07100KL, populate → do not populate". */
export function bomRowChangeText({ designator, changes, before, after }: BomRowChange): string {
  const parts = changes.map((kind) => {
    if (kind === 'part') return `part ${partOf(before)} → ${partOf(after)}`;
    if (kind === 'populate') return `${populateOf(before)} → ${populateOf(after)}`;
    return `${consignedOf(before)} → ${consignedOf(after)}`;
  });
  return `${designator}: ${parts.join(', ')}`;
}

/** The unit price at the smallest break, the figure a customer compares first. */
const firstPrice = (breaks: PartMarketChange['price_breaks_before']) =>
  breaks.length === 0
    ? 'no price'
    : formatUnitPrice(breaks.reduce((low, next) => (next.min_qty < low.min_qty ? next : low)).unit_price_micros);

/** "C2040 (STM32F103C8T6): stock 1,200 → 40, price $1.20 → $1.45"; "…: no longer in the catalogue". */
export function partMarketChangeText(change: PartMarketChange): string {
  if (change.changes.includes('gone')) return `${change.mpn}: no longer in the catalogue`;
  const parts = change.changes.map((kind) =>
    kind === 'stock'
      ? `stock ${formatCount(change.stock_before)} → ${formatCount(change.stock_after ?? 0)}`
      : `price ${firstPrice(change.price_breaks_before)} → ${firstPrice(change.price_breaks_after ?? [])}`,
  );
  return `${change.mpn}: ${parts.join(', ')}`;
}

/**
 * A carried-over choice as the API names it: `bom`, `placement:<file>`, `part:<designator>`,
 * `do_not_populate:<designator>`, `consigned:<designator>`; null for the others (board options, quantity).
 */
export function assemblyChoiceText(what: string): string | null {
  if (what === 'bom') return 'BOM';
  const colon = what.indexOf(':');
  if (colon < 0) return null;
  const [kind, subject] = [what.slice(0, colon), what.slice(colon + 1)];
  if (kind === 'placement') return `Placement file ${subject}`;
  if (kind === 'part') return `Part choice for ${subject}`;
  if (kind === 'do_not_populate') return `Do not populate ${subject}`;
  if (kind === 'consigned') return `Consigned ${subject}`;
  return null;
}
