import type { Order, OrderEvent, OrderSummary } from '#contracts/schemas/orders.ts';
import type { OrderEventRecord, OrderRecord } from '../db/orders.ts';
import { isRefundDue } from './after-cancel.ts';

// Between the stored order and the API's (shoppingCartOrder (docs/data-model.md#shopping-cart-and-order), once placed).

/** Who reads the order: its customer (the customer routes) or staff (/internal routes). */
export type OrderAudience = 'customer' | 'staff';

/**
 * The history a customer sees: the moves of the order's three states and
 * their own "Placed order" confirmation. What a cancel gave back ('released':
 * stock, bookings, coupons) is the shop's bookkeeping, for staff only.
 * see docs/orders.md#what-customers-see
 */
export const CUSTOMER_EVENT_KINDS: ReadonlySet<OrderEventRecord['kind']> = new Set(['order', 'invoice', 'payment', 'tracked']);

export function eventsFor(audience: OrderAudience, events: readonly OrderEventRecord[]): OrderEventRecord[] {
  return audience === 'staff' ? [...events] : events.filter((e) => CUSTOMER_EVENT_KINDS.has(e.kind));
}

export function toOrderEvent(e: OrderEventRecord): OrderEvent {
  return { at: e.at, kind: e.kind, from: e.from ?? null, to: e.to, actor: e.actor, by: e.by, note: e.note ?? '' };
}

export function toOrderView(
  r: OrderRecord,
  events: OrderEventRecord[],
  purchaseOrderFileUrl: string | null,
  audience: OrderAudience,
): Order {
  const c = r.content;
  return {
    order_id: r.orderId,
    user_id: r.userId,
    customer_email: r.customerEmail,
    state: r.state,
    invoice_state: r.invoiceState,
    payment_state: r.paymentState,
    payment_method: r.paymentMethod,
    purchase_order: r.purchaseOrder
      ? {
          number: r.purchaseOrder.number,
          send_invoice_to: r.purchaseOrder.send_invoice_to,
          file_name: r.purchaseOrder.file_name,
          file_url: purchaseOrderFileUrl,
        }
      : null,
    items: c.items,
    shipping_address: c.shipping_address,
    shipping_rate: c.shipping_rate,
    pickup_info: c.pickup_info,
    lead_time: c.lead_time,
    coupons_applied: c.coupons_applied,
    totals: c.totals,
    order_total: r.orderTotalCents,
    currency: c.currency,
    was_tracked: r.wasTracked,
    version: r.version,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    refund_due: isRefundDue(r),
    history: eventsFor(audience, events).map(toOrderEvent),
  };
}

export function toOrderSummary(r: OrderRecord): OrderSummary {
  return {
    order_id: r.orderId,
    user_id: r.userId,
    customer_email: r.customerEmail,
    state: r.state,
    invoice_state: r.invoiceState,
    payment_state: r.paymentState,
    payment_method: r.paymentMethod,
    order_total: r.orderTotalCents,
    currency: r.content.currency,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    version: r.version,
    refund_due: isRefundDue(r),
    num_items: r.content.items.length,
    delivery: r.content.pickup_info ? 'Pickup' : 'Shipping',
  };
}
