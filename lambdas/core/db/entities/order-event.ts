import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// One change in an order's life (immutable): which state machine moved, from
// and to what, who did it and when. Written in the same transaction as the
// change, so an order's history always explains its states. 'released' is
// what a cancel gave back (stock, booking, coupons), written with the cancel.
export const OrderEventEntity = new Entity({
  model: { service: 'copperline', entity: 'orderEvent', version: '1' },
  attributes: {
    orderId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    /** Orders the events of one moment (a checkout writes several). */
    seq: { type: 'number', required: true, readOnly: true },
    kind: { type: ['order', 'invoice', 'payment', 'tracked', 'released'] as const, required: true, readOnly: true },
    from: { type: 'string', readOnly: true },
    to: { type: 'string', required: true, readOnly: true },
    actor: { type: ['Engineer', 'Customer', 'System'] as const, required: true, readOnly: true },
    by: { type: 'string', required: true, readOnly: true },
    note: { type: 'string', default: '', readOnly: true },
  },
  indexes: {
    byOrder: {
      pk: { field: t.partitionKey, composite: ['orderId'] },
      sk: { field: t.sortKey, composite: ['at', 'seq'] },
    },
  },
});
