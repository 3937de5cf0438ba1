import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import type { LeadTimeOption, ParsedQuoteInput } from '#contracts/schemas/quote.ts';
import { shipDate } from './ship-date.ts';

// "Shipping option" (docs/data-model.md#shipping-option) per lead time: its days, the date the boards would
// ship, and whether the line is full. Capacity is counted in boards a day: a
// lead time is at capacity for this order when the boards already booked for
// its ship day plus this order's boards exceed what it can ship that day.

type Load = ParsedQuoteInput['load'];

export function isAtCapacity(load: Load, leadTimeId: string, boards: number): boolean {
  const entry = load.find((l) => l.lead_time_id === leadTimeId);
  return entry ? entry.booked + boards > entry.capacity_per_day : false;
}

/** Every lead time of the pricing, in its order, with the board's total at it (null when the board cannot be priced). */
export function leadTimeOptions(
  input: Pick<ParsedQuoteInput, 'load' | 'quantity' | 'now'>,
  config: PricingConfig,
  selectedId: string,
  totalAt: (leadTimeId: string) => number | null,
): LeadTimeOption[] {
  const now = new Date(input.now);
  return config.lead_times.map((tier) => ({
    lead_time_id: tier.id,
    label: tier.label,
    days: tier.business_days,
    ship_date: shipDate(now, tier.business_days, config.shipping.order_cutoff_hour_utc),
    at_capacity: isAtCapacity(input.load, tier.id, input.quantity),
    total_cents: totalAt(tier.id),
    selected: tier.id === selectedId,
  }));
}
