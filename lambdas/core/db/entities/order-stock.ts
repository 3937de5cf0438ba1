import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

/** Where an order's stock is; the unfinished states are the sweeper's work once `expiresAt` passed. */
export const ORDER_STOCK_STATES = ['reserving', 'releasing', 'released', 'taking', 'taken', 'returning', 'returned'] as const;
export const UNFINISHED_STOCK_STATES = ['reserving', 'releasing', 'taking', 'returning'] as const;

// One per order id: the lease of the checkout attempt that reserves stock for
// it (`owner`), and later the state of taking or giving back that stock. Every
// step that moves stock for an order moves this item first, conditionally, so
// the checkout, its compensation, a cancel and the sweeper never act on the
// same reservations at once. See docs/checkout.md#the-order-stock-record.
export const OrderStockEntity = new Entity({
  model: { service: 'copperline', entity: 'orderStock', version: '1' },
  attributes: {
    orderId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true },
    state: { type: ORDER_STOCK_STATES, required: true },
    /** The checkout attempt holding the lease (random per attempt). */
    owner: { type: 'string', required: true },
    /** When the lease ends: after it, the sweeper finishes the state's work. */
    expiresAt: { type: 'string', required: true },
    /** When the state was entered (a cancel's movements are keyed by it, so a resumed give-back never doubles). */
    at: { type: 'string', required: true },
    /** Who the give-back's movements name (a cancel). */
    actor: { type: 'string' },
    /** A cart's parked hold as last made: parts, units and their value (the staff view of holds; absent for a checkout). */
    heldParts: { type: 'number' },
    heldUnits: { type: 'number' },
    heldValueCents: { type: 'number' },
  },
  indexes: {
    byOrder: {
      pk: { field: t.partitionKey, composite: ['orderId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    // The sweeper's question: which unfinished states have expired leases?
    byStateAndExpiry: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: ['state'] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['expiresAt', 'orderId'] },
    },
  },
});
