import type { Quote } from '#contracts/schemas/quote.ts';
import type { OrderContent, OrderHolds, StockReservation } from '#contracts/schemas/stored-order.ts';

// Which catalogue parts a cart or an order holds (pure): the parts its quotes
// bought at a price break, summed per part. The cart holds these, the checkout
// takes them, a cancel gives them back (docs/checkout.md#cart-holds).

/** A part a cart's quotes buy, with what those units cost (the cart's hold limits count both). */
export type WantedHold = StockReservation & { valueMicros: number };

/** Catalogue parts bought at a price break in these quotes, summed per part, with their price. */
function boughtParts(quotes: readonly Quote[]): WantedHold[] {
  const totals = new Map<string, WantedHold>();
  for (const quote of quotes) {
    for (const part of quote.quoted_parts) {
      if (part.price_info?.basis !== 'price_break') continue;
      const sum = totals.get(part.part_id) ?? { partId: part.part_id, quantity: 0, valueMicros: 0 };
      sum.quantity += part.price_info.purchase_quantity;
      sum.valueMicros += part.price_info.amount_micros;
      totals.set(part.part_id, sum);
    }
  }
  return [...totals.values()].sort((a, b) => a.partId.localeCompare(b.partId));
}

/** Catalogue parts bought at a price break in these quotes, summed per part. */
export function partsOfQuotes(quotes: readonly Quote[]): StockReservation[] {
  return boughtParts(quotes).map(({ partId, quantity }) => ({ partId, quantity }));
}

/** What a cart's quotes buy, per part with its price: what the cart would hold, before its limits (hold-limits.ts). */
export function cartHoldWants(lines: readonly { quote: Quote | null }[]): WantedHold[] {
  return boughtParts(lines.flatMap((line) => (line.quote ? [line.quote] : [])));
}

/** Catalogue parts bought at a price break, per part (consigned parts come from the customer; manual ones are not in stock). */
export function stockReservations(lines: readonly { quote: Quote | null }[]): StockReservation[] {
  return partsOfQuotes(lines.flatMap((line) => (line.quote ? [line.quote] : [])));
}

/** The parts a placed order holds: as stored at checkout, or, for an order placed before they were stored, from its quotes. */
export function partsHeldByOrder(order: { content: OrderContent; holds?: OrderHolds | null }): StockReservation[] {
  return order.holds ? order.holds.parts : partsOfQuotes(order.content.items.map((i) => i.quote));
}
