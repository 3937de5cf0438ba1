import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// Stock held for one order attempt, one item per (order, part): how many units
// and since when. Written before the part's stock is decremented (so whoever
// releases the order's holds finds every decrement that may have happened);
// the part itself records which orders hold some of it (PartEntity.heldBy),
// which makes the decrement and its give-back idempotent.
// See docs/checkout.md#stock-reservations.
export const StockReservationEntity = new Entity({
  model: { service: 'copperline', entity: 'stockReservation', version: '1' },
  attributes: {
    orderId: { type: 'string', required: true, readOnly: true },
    partId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true },
    quantity: { type: 'number', required: true },
    /** When this hold was made (the hold's InventoryMovement is keyed by it). */
    at: { type: 'string', required: true },
    expiresAt: { type: 'string', required: true },
  },
  indexes: {
    byOrder: {
      pk: { field: t.partitionKey, composite: ['orderId'] },
      sk: { field: t.sortKey, composite: ['partId'] },
    },
  },
});
