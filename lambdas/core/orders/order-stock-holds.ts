import { runBounded } from '../bounded.ts';
import { listReservations, takeReservation } from '../db/stock-reservations.ts';

// The parts an order holds, from its side: the checkout takes them once the
// order is placed (checkout/stock-holds.ts), a cancel takes any the checkout
// left behind before giving them back (return-stock.ts). Here so that
// checkout depends on orders and never the reverse.

/** Parts held, taken, released or returned at once for one order. */
export const STOCK_CONCURRENCY = 8;

/** The order was placed: every hold becomes the order's. */
export async function takeAllHeld(orderId: string): Promise<number> {
  const held = await listReservations(orderId);
  await runBounded(held, STOCK_CONCURRENCY, (r) => takeReservation(r));
  return held.length;
}
