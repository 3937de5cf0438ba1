import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A discount coupon (SPEC §1: $100 off a first order over $200 for a
// first-time newsletter e-mail). Written in the same transaction as the
// marketing contact, so one address can never hold two. Amounts in cents.
export const CouponEntity = new Entity({
  model: { service: 'copperline', entity: 'coupon', version: '1' },
  attributes: {
    code: { type: 'string', required: true, readOnly: true },
    ownerEmailKey: { type: 'string', required: true, readOnly: true },
    amountOffCents: { type: 'number', required: true, readOnly: true },
    minimumOrderCents: { type: 'number', required: true, readOnly: true },
    singleUse: { type: 'boolean', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Set once, when an order uses the coupon. */
    consumedAt: { type: 'string' },
    consumedByOrderId: { type: 'string' },
  },
  indexes: {
    byCode: {
      pk: { field: t.partitionKey, composite: ['code'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byOwner: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: ['ownerEmailKey'] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['createdAt'] },
    },
  },
});
