import type { PriceBreak } from '#contracts/parts.ts';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import type { PriceInfo, QuoteLine, QuoteLineInput, QuotePart, QuotedPart } from '#contracts/schemas/quote.ts';
import { CUSTOM_PART_NEEDS_ENGINEER, DISCONTINUED_PART, INSUFFICIENT_INVENTORY } from '../bom/populate-row.ts';
import { ceilDiv } from './integer-money.ts';
import { explainedLine, formatCount, elementNames, formatElements, formatShareBp, formatUnitPrice } from './quote-text.ts';

// The parts of one BOM line: what is needed for all boards, the spares the
// machines waste (attrition), the price break that quantity reaches, and the
// stock check. Consigned lines cost nothing; a manual-entry part is priced
// only from what an engineer confirmed. A null price_info is what the
// populate-row rule (docs/validation.md#populate-row-rule) reads.

type PlacementRow = PricingConfig['assembly']['placements'][number];
export type AssembledLine = QuoteLineInput & { part: QuotePart; part_id: string };

export type PartProblem = { kind: 'cannot' | 'custom'; text: string };
export type PartLinePrice = { quoted: QuotedPart; line: QuoteLine | null; problem: PartProblem | null };

/** Spares: a share of what is needed, rounded up, at least the method's minimum (none when nothing is needed). */
export function attritionQuantity(needed: number, row: Pick<PlacementRow, 'attrition_bp' | 'attrition_min_extra'>): number {
  if (needed === 0) return 0;
  return Math.max(row.attrition_min_extra, ceilDiv(needed * row.attrition_bp, 10_000));
}

/** The break a quantity reaches; below the first break, the first break's quantity is bought. */
export function chooseBreak(breaks: readonly PriceBreak[], quantity: number): { purchase: number; chosen: PriceBreak } | null {
  const sorted = [...breaks].sort((a, b) => a.min_qty - b.min_qty);
  const first = sorted[0];
  if (!first) return null;
  const purchase = Math.max(quantity, first.min_qty);
  const chosen = sorted.filter((b) => b.min_qty <= purchase).at(-1) ?? first;
  return { purchase, chosen };
}

function spareText(needed: number, spare: number): string {
  return spare > 0 ? `${formatCount(needed)} needed + ${formatCount(spare)} spare` : `${formatCount(needed)} needed`;
}

function label(line: AssembledLine): string {
  return `${formatElements(elementNames(line))} · ${line.part.name} (${line.part.library_type})`;
}

type PricedInfo = Omit<PriceInfo, 'amount_cents' | 'amount_micros'>;

function unpricedLine(line: AssembledLine, reason: QuotedPart['unpriced_reason'], problem: PartProblem): PartLinePrice {
  return {
    quoted: { element_ids: line.element_ids, part_id: line.part_id, price_info: null, unpriced_reason: reason },
    line: null,
    problem,
  };
}

function pricedLine(line: AssembledLine, index: number, info: PricedInfo, arithmetic: string): PartLinePrice {
  const explained = explainedLine({
    id: `parts.${index}`,
    section: 'Parts',
    label: label(line),
    quantity: info.purchase_quantity,
    unit_price_micros: info.unit_price_micros,
    arithmetic,
  });
  return {
    quoted: {
      element_ids: line.element_ids,
      part_id: line.part_id,
      price_info: { ...info, amount_micros: explained.amount_micros, amount_cents: explained.amount_cents },
      unpriced_reason: null,
    },
    line: explained,
    problem: null,
  };
}

export function pricePartLine(line: AssembledLine, boards: number, placement: PlacementRow | undefined, index: number): PartLinePrice {
  const { part } = line;
  const needed = line.quantity_per_board * boards;
  const spare = placement ? attritionQuantity(needed, placement) : 0;
  const wanted = needed + spare;
  const elements = formatElements(elementNames(line));
  const unpriced = (reason: QuotedPart['unpriced_reason'], problem: PartProblem) => unpricedLine(line, reason, problem);
  const priced = (info: PricedInfo, arithmetic: string) => pricedLine(line, index, info, arithmetic);

  if (line.consigned) {
    return priced(
      {
        basis: 'consigned',
        needed_quantity: needed,
        attrition_quantity: spare,
        purchase_quantity: wanted,
        price_break_min_qty: null,
        unit_price_micros: 0,
      },
      `${formatCount(wanted)} × ${formatUnitPrice(0)} (consigned: you send ${spareText(needed, spare)})`,
    );
  }

  if (part.source === 'Manual entry') {
    const confirmed = part.engineer_confirmed;
    const purchase = Math.max(wanted, part.moq);
    if (!confirmed || confirmed.stock < purchase) {
      const detail = confirmed ? ` (needs ${formatCount(purchase)}, ${formatCount(confirmed.stock)} confirmed)` : '';
      return unpriced('custom_part_unconfirmed', { kind: 'custom', text: `${elements}: ${CUSTOM_PART_NEEDS_ENGINEER}${detail}` });
    }
    return priced(
      {
        basis: 'engineer_confirmed',
        needed_quantity: needed,
        attrition_quantity: spare,
        purchase_quantity: purchase,
        price_break_min_qty: null,
        unit_price_micros: confirmed.unit_price_micros,
      },
      `${formatCount(purchase)} × ${formatUnitPrice(confirmed.unit_price_micros)} (price confirmed by our engineers; ${spareText(needed, spare)}${purchase > wanted ? `, raised to the minimum order of ${formatCount(part.moq)}` : ''})`,
    );
  }

  if (part.discontinued) {
    return unpriced('discontinued', { kind: 'cannot', text: `${elements}: ${part.name} ${DISCONTINUED_PART}` });
  }
  const reached = chooseBreak(part.price_breaks, Math.max(wanted, part.moq));
  if (!reached) return unpriced('no_price', { kind: 'cannot', text: `${elements}: ${part.name} has no price.` });
  const { purchase, chosen } = reached;
  if (part.stock < purchase) {
    return unpriced('insufficient_stock', {
      kind: 'cannot',
      text: `${elements}: ${INSUFFICIENT_INVENTORY} (needs ${formatCount(purchase)}, ${formatCount(part.stock)} in stock)`,
    });
  }
  return priced(
    {
      basis: 'price_break',
      needed_quantity: needed,
      attrition_quantity: spare,
      purchase_quantity: purchase,
      price_break_min_qty: chosen.min_qty,
      unit_price_micros: chosen.unit_price_micros,
    },
    `${formatCount(purchase)} × ${formatUnitPrice(chosen.unit_price_micros)} (price break ${formatCount(chosen.min_qty)}+; ${spareText(needed, spare)}${purchase > wanted ? `, raised to the minimum order of ${formatCount(purchase)}` : ''}${spare > 0 && placement ? `; spares: ${formatShareBp(placement.attrition_bp)}, at least ${formatCount(placement.attrition_min_extra)}` : ''})`,
  );
}
