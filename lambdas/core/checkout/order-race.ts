import type { OrderPlan } from '#contracts/schemas/stored-order.ts';
import { getBoard } from '../db/boards.ts';
import { getCartRecord } from '../db/carts.ts';
import { getOrderRecord } from '../db/orders.ts';
import { getOrderStock } from '../db/stock-reservations.ts';
import type { StockLease } from '../stock/index.ts';

// The order transaction lost a race (ConflictError from db/place-order.ts):
// what moved first, read again — strongly consistent — from what the
// transaction was conditional on, in the transaction's own order.

/** 'collided': nothing it read moved; a twin transaction touched the same items at that moment (try again). */
export type RaceLoss = 'order_exists' | 'cart_changed' | 'lease_lost' | 'collided';

export async function whatMovedFirst(
  plan: Pick<OrderPlan, 'orderId' | 'userId' | 'boards'>,
  cartVersion: number,
  lease: StockLease,
): Promise<RaceLoss> {
  if (await getOrderRecord(plan.orderId, true)) return 'order_exists';
  const cart = await getCartRecord(plan.userId, true);
  if (cart?.version !== cartVersion || cart.nextOrderId !== plan.orderId) return 'cart_changed';
  const boards = await Promise.all(plan.boards.map((b) => getBoard(b.boardId, true)));
  const boardMoved = plan.boards.some(({ version }, k) => {
    const now = boards[k];
    return !now || now.userId !== plan.userId || now.lifecycle !== 'In shopping cart' || (now.bomVersion ?? 0) !== version;
  });
  if (boardMoved) return 'cart_changed';
  const stock = await getOrderStock(plan.orderId);
  if (stock?.state !== 'reserving' || stock.owner !== lease.owner) return 'lease_lost';
  return 'collided';
}
