import type { CartStockHolds } from '#contracts/schemas/cart.ts';
import type { CartHolds } from './cart-holds.ts';
import { getPartLabels, type PartLabel } from '../db/parts.ts';

// The cart's holds as the cart page shows them: each part by its catalogue
// number, MPN and description, so the customer sees what is held, how many
// and until when (docs/checkout.md#cart-holds).

function named(partId: string, label: PartLabel | undefined, fallbackName: string) {
  return {
    part_id: partId,
    name: label ? label.supplier_code || label.mpn || partId : fallbackName,
    mpn: label ? label.mpn : null,
    description: label ? label.description : null,
  };
}

export async function cartHoldsView(holds: CartHolds): Promise<CartStockHolds> {
  const labels = await getPartLabels([...holds.held.map((h) => h.partId), ...holds.notHeld.map((s) => s.partId)]);
  return {
    held_until: holds.heldUntil,
    parts: holds.held.map((h) => ({ ...named(h.partId, labels.get(h.partId), h.partId), quantity: h.quantity })),
    not_held: holds.notHeld.map((shortage) => ({
      ...named(shortage.partId, labels.get(shortage.partId), shortage.problem === 'insufficient_stock' ? shortage.name : shortage.partId),
      quantity: shortage.quantity,
      stock: shortage.problem === 'insufficient_stock' ? shortage.stock : 0,
    })),
  };
}
