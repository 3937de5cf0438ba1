import { MAX_BOARD_QUANTITY } from '#contracts/schemas/cart.ts';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import type { LeadTimeOption, ParsedQuoteInput, QuotePart, Suggestion } from '#contracts/schemas/quote.ts';
import { attritionQuantity, chooseBreak } from './parts-price.ts';
import { priceBoard, type PricedBoard } from './price-board.ts';
import { elementNames, formatCents, formatCount, formatElements, plural } from './quote-text.ts';

// What would make the order cheaper, each priced by quoting the changed order
// in full, so a saving is exactly the difference of two totals:
// - a part with the same parameters that costs less in the end (a basic part
//   instead of an extended one saves the extended-part fee as well);
// - a slower lead time that is not at capacity;
// - the next board quantity at which a part reaches a lower price break,
//   saving per board.

const MAX_QUANTITY_CANDIDATES = 5;

function suggestion(
  fields: Omit<Suggestion, 'element_ids' | 'part_id' | 'alternative_part_id' | 'lead_time_id' | 'quantity'> & Partial<Suggestion>,
): Suggestion {
  return { element_ids: [], part_id: null, alternative_part_id: null, lead_time_id: null, quantity: null, ...fields };
}

export function cheaperPartSuggestions(input: ParsedQuoteInput, config: PricingConfig, base: PricedBoard): Suggestion[] {
  const baseTotal = base.totals?.total_cents;
  if (baseTotal === undefined) return [];
  const found: Suggestion[] = [];
  const seen = new Set<string>();
  input.lines.forEach((line) => {
    const current = line.part;
    if (!current || line.consigned || line.do_not_populate || seen.has(current.part_id)) return;
    seen.add(current.part_id);
    // Every line the shop buys this part for changes together: swapping only
    // some would keep the part loaded and add another one.
    const swapped = input.lines.flatMap((l, i) => (l.part?.part_id === current.part_id && !l.consigned && !l.do_not_populate ? [i] : []));
    if (swapped.some((i) => !base.quotedByLine[i]?.price_info)) return;
    const alternatives = new Map(swapped.flatMap((i) => input.lines[i]!.alternatives).map((a) => [a.part_id, a]));
    let best: { alternative: QuotePart; saving: number } | null = null;
    for (const alternative of alternatives.values()) {
      if (alternative.part_id === current.part_id) continue;
      const lines = input.lines.map((l, i) => (swapped.includes(i) ? { ...l, part_id: alternative.part_id, part: alternative } : l));
      const priced = priceBoard({ ...input, lines }, config);
      if (!priced.totals || swapped.some((i) => !priced.quotedByLine[i]?.price_info)) continue;
      const saving = baseTotal - priced.totals.total_cents;
      if (saving > 0 && (!best || saving > best.saving)) best = { alternative, saving };
    }
    if (!best) return;
    const basic = best.alternative.library_type === 'basic' && current.library_type === 'extended';
    const elementIds = swapped.flatMap((i) => input.lines[i]!.element_ids);
    const names = swapped.flatMap((i) => elementNames(input.lines[i]!));
    found.push(
      suggestion({
        kind: basic ? 'basic_part' : 'cheaper_part',
        text: `Use ${best.alternative.name} (${best.alternative.library_type}) instead of ${current.name} (${current.library_type}) for ${formatElements(names)}: same parameters, saves ${formatCents(best.saving)}.`,
        saving_cents: best.saving,
        saving_basis: 'order',
        element_ids: elementIds,
        part_id: current.part_id,
        alternative_part_id: best.alternative.part_id,
      }),
    );
  });
  return found;
}

export function slowerLeadTimeSuggestion(options: readonly LeadTimeOption[], baseTotal: number | undefined): Suggestion[] {
  const selected = options.find((o) => o.selected);
  if (!selected || baseTotal === undefined) return [];
  const cheaper = options
    .filter((o) => o.days > selected.days && !o.at_capacity && o.total_cents !== null && o.total_cents < baseTotal)
    .sort((a, b) => a.total_cents! - b.total_cents! || a.days - b.days);
  const best = cheaper[0];
  if (!best) return [];
  const saving = baseTotal - best.total_cents!;
  return [
    suggestion({
      kind: 'slower_lead_time',
      text: `Choose ${best.label} (${best.days} days) instead of ${selected.label} (${selected.days} days): saves ${formatCents(saving)}.`,
      saving_cents: saving,
      saving_basis: 'order',
      lead_time_id: best.lead_time_id,
    }),
  ];
}

/** The fewest boards (more than `from`) at which a line buys at least `target` parts; null past the largest order. */
function boardsReaching(target: number, from: number, purchaseAt: (boards: number) => number): number | null {
  if (purchaseAt(MAX_BOARD_QUANTITY) < target) return null;
  let low = from + 1;
  let high = MAX_BOARD_QUANTITY;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (purchaseAt(mid) >= target) high = mid;
    else low = mid + 1;
  }
  return low;
}

export function largerQuantitySuggestion(input: ParsedQuoteInput, config: PricingConfig, base: PricedBoard): Suggestion[] {
  const basePerBoard = base.totals?.per_board_cents;
  if (basePerBoard === undefined || base.cannot.length > 0) return [];
  const candidates: { boards: number; part: QuotePart; breakQty: number; elementIds: string[] }[] = [];
  for (const [index, line] of input.lines.entries()) {
    const info = base.quotedByLine[index]?.price_info;
    if (!line.part || !info || info.basis !== 'price_break') continue;
    const part = line.part;
    const next = [...part.price_breaks].sort((a, b) => a.min_qty - b.min_qty).find((b) => b.min_qty > info.purchase_quantity);
    if (!next) continue;
    const placement = config.assembly.placements.find((row) => row.method === line.placement_method);
    const purchaseAt = (boards: number) => {
      const needed = line.quantity_per_board * boards;
      const wanted = needed + (placement ? attritionQuantity(needed, placement) : 0);
      return chooseBreak(part.price_breaks, Math.max(wanted, part.moq))?.purchase ?? 0;
    };
    const boards = boardsReaching(next.min_qty, input.quantity, purchaseAt);
    if (boards !== null) candidates.push({ boards, part, breakQty: next.min_qty, elementIds: line.element_ids });
  }
  candidates.sort((a, b) => a.boards - b.boards);
  for (const candidate of candidates.slice(0, MAX_QUANTITY_CANDIDATES)) {
    const priced = priceBoard({ ...input, quantity: candidate.boards }, config);
    if (!priced.totals || priced.cannot.length > 0) continue;
    const saving = basePerBoard - priced.totals.per_board_cents;
    if (saving <= 0) continue;
    return [
      suggestion({
        kind: 'larger_quantity',
        text: `Order ${plural(candidate.boards, 'board')} instead of ${formatCount(input.quantity)}: ${candidate.part.name} reaches its ${formatCount(candidate.breakQty)}+ price break and each board costs ${formatCents(priced.totals.per_board_cents)} instead of ${formatCents(basePerBoard)}, saving ${formatCents(saving)} per board.`,
        saving_cents: saving,
        saving_basis: 'per_board',
        element_ids: candidate.elementIds,
        part_id: candidate.part.part_id,
        quantity: candidate.boards,
      }),
    ];
  }
  return [];
}
