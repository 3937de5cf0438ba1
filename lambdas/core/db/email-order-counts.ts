import { db } from './service.ts';

// Orders placed under one e-mail identity, across accounts (entities/email-orders.ts).
// Moved only in the checkout's and the cancel's transactions (place-order.ts, cancel-order.ts).

/** How many orders (not canceled) accounts with this e-mail identity placed. */
export async function ordersPlacedUnderEmail(emailKey: string, consistent = false): Promise<number> {
  const { data } = await db().entities.emailOrders.get({ emailKey }).go({ consistent });
  return Math.max(0, data?.ordersPlaced ?? 0);
}
