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

export function toOrderEvent(event: OrderEventRecord): OrderEvent {
  return {
    at: event.at,
    kind: event.kind,
    from: event.from ?? null,
    to: event.to,
    actor: event.actor,
    by: event.by,
    note: event.note ?? '',
  };
}

export function toOrderView(
  order: OrderRecord,
  events: OrderEventRecord[],
  purchaseOrderFileUrl: string | null,
  audience: OrderAudience,
): Order {
  const content = order.content;
  return {
    ...orderHeadline(order),
    purchase_order: order.purchaseOrder
      ? {
          number: order.purchaseOrder.number,
          send_invoice_to: order.purchaseOrder.send_invoice_to,
          file_name: order.purchaseOrder.file_name,
          file_url: purchaseOrderFileUrl,
        }
      : null,
    items: content.items,
    shipping_address: content.shipping_address,
    shipping_rate: content.shipping_rate,
    pickup_info: content.pickup_info,
    lead_time: content.lead_time,
    coupons_applied: content.coupons_applied,
    totals: content.totals,
    order_total: order.orderTotalCents,
    currency: content.currency,
    was_tracked: order.wasTracked,
    version: order.version,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    refund_due: isRefundDue(order),
    history: eventsFor(audience, events).map(toOrderEvent),
  };
}

/** Who ordered and where the order stands: the fields an order and its summary share. */
function orderHeadline(order: OrderRecord) {
  return {
    order_id: order.orderId,
    user_id: order.userId,
    customer_email: order.customerEmail,
    state: order.state,
    invoice_state: order.invoiceState,
    payment_state: order.paymentState,
    payment_method: order.paymentMethod,
  };
}

export function toOrderSummary(order: OrderRecord): OrderSummary {
  return {
    ...orderHeadline(order),
    order_total: order.orderTotalCents,
    currency: order.content.currency,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    version: order.version,
    refund_due: isRefundDue(order),
    num_items: order.content.items.length,
    delivery: order.content.pickup_info ? 'Pickup' : 'Shipping',
  };
}
