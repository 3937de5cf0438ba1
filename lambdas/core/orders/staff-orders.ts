import type { OrderState } from '#contracts/schemas/order-states.ts';
import type { OrderSummary } from '#contracts/schemas/orders.ts';
import { listOrdersPage } from '../db/orders.ts';
import { toOrderSummary } from './order-view.ts';

export const STAFF_ORDERS_PAGE = 50;

/** GET /internal/orders: every order, newest first, a page at a time, optionally in one state. */
export async function listStaffOrders(query: {
  state?: OrderState;
  cursor?: string;
}): Promise<{ orders: OrderSummary[]; cursor: string | null }> {
  const page = await listOrdersPage({ state: query.state, cursor: query.cursor ?? null, limit: STAFF_ORDERS_PAGE });
  return { orders: page.orders.map(toOrderSummary), cursor: page.cursor };
}
