import { getCartRecord, type CartRecord } from '../db/carts.ts';
import { listReservations } from '../db/stock-reservations.ts';

/** Units per part id that this cart holds (docs/checkout.md#cart-holds). */
export async function heldByCart(record: CartRecord | null): Promise<Map<string, number>> {
  return new Map(record ? (await listReservations(record.nextOrderId)).map((r) => [r.partId, r.quantity]) : []);
}

/** The same for a user's cart: the review page's quote counts them as the cart does. */
export async function heldByCartOf(userId: string): Promise<Map<string, number>> {
  return heldByCart(await getCartRecord(userId));
}
