import type { Quote } from '#contracts/schemas/quote.ts';
import type { OrderContent, OrderHolds, StockReservation } from '#contracts/schemas/stored-order.ts';

// Which catalogue parts a cart or an order holds (pure): the parts its quotes
// bought at a price break, summed per part. The cart holds these, the checkout
// takes them, a cancel gives them back (docs/checkout.md#cart-holds).

/** Catalogue parts bought at a price break in these quotes, summed per part. */
export function partsOfQuotes(quotes: readonly Quote[]): StockReservation[] {
  const totals = new Map<string, number>();
  for (const quote of quotes) {
    for (const part of quote.quoted_parts) {
      if (part.price_info?.basis !== 'price_break') continue;
      totals.set(part.part_id, (totals.get(part.part_id) ?? 0) + part.price_info.purchase_quantity);
    }
  }
  return [...totals].map(([partId, quantity]) => ({ partId, quantity })).sort((a, b) => a.partId.localeCompare(b.partId));
}

/** Catalogue parts bought at a price break, per part (consigned parts come from the customer; manual ones are not in stock). */
export function stockReservations(lines: readonly { quote: Quote | null }[]): StockReservation[] {
  return partsOfQuotes(lines.flatMap((line) => (line.quote ? [line.quote] : [])));
}

/** The parts a placed order holds: as stored at checkout, or, for an order placed before they were stored, from its quotes. */
export function partsHeldByOrder(order: { content: OrderContent; holds?: OrderHolds | null }): StockReservation[] {
  return order.holds ? order.holds.parts : partsOfQuotes(order.content.items.map((i) => i.quote));
}
