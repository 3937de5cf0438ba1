import type { CartStockHolds, NOT_HELD_REASONS } from '#contracts/schemas/cart.ts';
import type { CartHolds } from './cart-holds.ts';
import { getPartLabels, getStockOfParts, type PartLabel } from '../db/parts.ts';

// The cart's holds as the cart page shows them: each part by its catalogue
// number, MPN and description, so the customer sees what is held, how many
// and until when, what is not held and why (docs/checkout.md#cart-holds).

export type NotHeld = { partId: string; quantity: number; reason: (typeof NOT_HELD_REASONS)[number] };

function named(partId: string, label: PartLabel | undefined) {
  return {
    part_id: partId,
    name: label ? label.supplier_code || label.mpn || partId : partId,
    mpn: label ? label.mpn : null,
    description: label ? label.description : null,
  };
}

/** The view of what is held, what is not (with the free stock now) and why less is held than the quotes buy. */
export async function cartHoldsView(
  holds: Pick<CartHolds, 'heldUntil' | 'held'>,
  notHeld: readonly NotHeld[],
  refusal: CartStockHolds['refusal'],
): Promise<CartStockHolds> {
  const heldIds = holds.held.map((h) => h.partId);
  const notHeldIds = notHeld.map((n) => n.partId);
  const [labels, stock] = await Promise.all([getPartLabels(heldIds.concat(notHeldIds)), getStockOfParts(notHeldIds)]);
  return {
    held_until: holds.held.length > 0 ? holds.heldUntil : null,
    parts: holds.held.map((h) => ({ ...named(h.partId, labels.get(h.partId)), quantity: h.quantity })),
    not_held: notHeld.map((part) => ({
      ...named(part.partId, labels.get(part.partId)),
      quantity: part.quantity,
      stock: stock.get(part.partId) ?? 0,
      reason: part.reason,
    })),
    refusal,
  };
}
