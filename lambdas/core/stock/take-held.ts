import { takeReservations } from '../db/stock-part-holds.ts';
import { listReservations } from '../db/stock-reservations.ts';

// The holds become the order's: the checkout takes them once the
// order is placed (checkout-holds.ts), a cancel takes any the checkout
// left behind before giving them back (give-back.ts).

/** The order was placed: every hold becomes the order's. */
export async function takeAllHeld(orderId: string): Promise<number> {
  const held = await listReservations(orderId);
  await takeReservations(held);
  return held.length;
}
