import type { CartLeadTimeOption } from '#contracts/schemas/cart.ts';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import type { ParsedQuoteInput } from '#contracts/schemas/quote.ts';
import type { LeadTimeCapacity } from '#contracts/schemas/shipping.ts';
import { isAtCapacity } from '../quote/lead-time-options.ts';
import { shipDate } from '../quote/ship-date.ts';

// Production lead times for a whole order (shipping option (docs/data-model.md#shipping-option): days,
// ship date, at capacity). Capacity is boards a day per lead time: an order
// does not fit when the boards already booked for its ship day plus all of
// its own boards pass the lead time's boards per day.

export type LeadTimeDay = { lead_time_id: string; ship_date: string };

/** The lead time the order uses: the one chosen if the pricing still offers it, else the default. */
export function resolveLeadTimeId(pricing: Pick<PricingConfig, 'lead_times' | 'default_lead_time_id'>, chosen: string | null): string {
  return chosen && pricing.lead_times.some((t) => t.id === chosen) ? chosen : pricing.default_lead_time_id;
}

/** The ship day of every lead time for an order placed at `now`. */
export function leadTimeDays(pricing: Pick<PricingConfig, 'lead_times' | 'shipping'>, now: Date): LeadTimeDay[] {
  return pricing.lead_times.map((leadTime) => ({
    lead_time_id: leadTime.id,
    ship_date: shipDate(now, leadTime.business_days, pricing.shipping.order_cutoff_hour_utc),
  }));
}

/** Capacity and bookings as the quote core reads them, with `booked` already holding `otherBoards` of the same order. */
export function quoteLoad(
  capacity: readonly LeadTimeCapacity[],
  booked: ReadonlyMap<string, number>,
  otherBoards: number,
): ParsedQuoteInput['load'] {
  return capacity.map((dayCapacity) => ({
    lead_time_id: dayCapacity.lead_time_id,
    capacity_per_day: dayCapacity.boards_per_day,
    booked: (booked.get(dayCapacity.lead_time_id) ?? 0) + otherBoards,
  }));
}

export function cartLeadTimeOptions(
  pricing: Pick<PricingConfig, 'lead_times' | 'shipping'>,
  days: readonly LeadTimeDay[],
  capacity: readonly LeadTimeCapacity[],
  booked: ReadonlyMap<string, number>,
  boards: number,
  selectedId: string,
): CartLeadTimeOption[] {
  const load = quoteLoad(capacity, booked, 0);
  return pricing.lead_times.map((leadTime) => ({
    lead_time_id: leadTime.id,
    label: leadTime.label,
    days: leadTime.business_days,
    ship_date: days.find((d) => d.lead_time_id === leadTime.id)?.ship_date ?? null,
    at_capacity: boards > 0 && isAtCapacity(load, leadTime.id, boards),
    selected: leadTime.id === selectedId,
  }));
}
