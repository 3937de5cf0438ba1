import { CustomAttributeType, Entity } from 'electrodb';
import { INVOICE_STATES, ORDER_STATES, PAYMENT_STATES } from '#contracts/schemas/order-states.ts';
import { PAYMENT_METHODS } from '#contracts/schemas/cart.ts';
import type { OrderContent, OrderHolds, StoredPurchaseOrder } from '#contracts/schemas/stored-order.ts';
import { tableDefinition as t } from '../table-definition.ts';

// A placed order. Created once, in the checkout's transaction, with the id the
// cart promised (so a retried checkout finds it instead of making another).
// What was bought is stored whole (`content`: items with their full quotes,
// delivery, coupons, totals) and never changes; the three states move only
// through the transition tables (core/orders/order-transitions.ts), each move
// conditional on `version` and recorded as an OrderEvent. The JSON maps'
// shapes are contracts/schemas/stored-order.ts, parsed on read (db/orders.ts).
export const OrderEntity = new Entity({
  model: { service: 'copperline', entity: 'order', version: '1' },
  attributes: {
    orderId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    customerEmail: { type: 'string', required: true, readOnly: true },
    state: { type: ORDER_STATES, required: true },
    invoiceState: { type: INVOICE_STATES, required: true },
    paymentState: { type: PAYMENT_STATES, required: true },
    paymentMethod: { type: PAYMENT_METHODS, required: true, readOnly: true },
    /** Card orders: the Stripe PaymentIntent authorised for the total. */
    paymentIntentId: { type: 'string', readOnly: true },
    /** Purchase-order orders: number, send-invoice-to, file name and S3 key. */
    purchaseOrder: { type: CustomAttributeType<StoredPurchaseOrder>('any'), readOnly: true },
    content: { type: CustomAttributeType<OrderContent>('any'), required: true, readOnly: true },
    /** What the checkout's transaction took (parts' stock, production booking, coupons): a cancel gives exactly this back. */
    holds: { type: CustomAttributeType<OrderHolds>('any'), readOnly: true },
    /** Large orders: content and holds gzipped (db/order-packing.ts); `content` then has no items. */
    packed: { type: 'string', readOnly: true },
    orderTotalCents: { type: 'number', required: true, readOnly: true },
    wasTracked: { type: 'boolean', required: true },
    version: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['orderId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: ['userId'] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['createdAt'] },
    },
    // Every order, newest first, for the staff list.
    byCreated: {
      index: 'gsi2',
      pk: { field: t.globalIndexes.gsi2.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi2.sortKey, composite: ['createdAt', 'orderId'] },
    },
  },
});
