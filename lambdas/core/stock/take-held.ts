import { runBounded } from '../bounded.ts';
import { listReservations, takeReservation } from '../db/stock-reservations.ts';

// The holds become the order's: the checkout takes them once the
// order is placed (checkout-holds.ts), a cancel takes any the checkout
// left behind before giving them back (give-back.ts).

/** Parts held, taken, released or returned at once for one order. */
export const STOCK_CONCURRENCY = 8;

/** The order was placed: every hold becomes the order's. */
export async function takeAllHeld(orderId: string): Promise<number> {
  const held = await listReservations(orderId);
  await runBounded(held, STOCK_CONCURRENCY, (r) => takeReservation(r));
  return held.length;
}
