import type { Order } from '#contracts/schemas/orders.ts';

// order page (docs/states.md#order-page-tracking): when an order is loaded and not yet tracked, a purchase
// analytics event ("Placed order" with Value and Currency, docs/analytics.md#events) is sent, then
// the order is marked tracked — once, even if the page renders twice.

export type PurchaseEvent = { name: 'Placed order'; properties: { Value: string; Currency: string; OrderId: string } };

export function purchaseEvent(order: Pick<Order, 'order_id' | 'order_total' | 'currency'>): PurchaseEvent {
  return {
    name: 'Placed order',
    properties: { Value: (order.order_total / 100).toFixed(2), Currency: order.currency, OrderId: order.order_id },
  };
}

/** Whether this page should send the event now: loaded, not tracked on the server, not sent from this page yet. */
export function shouldTrack(order: Pick<Order, 'order_id' | 'was_tracked'> | undefined, sentFor: ReadonlySet<string>): boolean {
  return order !== undefined && !order.was_tracked && !sentFor.has(order.order_id);
}
