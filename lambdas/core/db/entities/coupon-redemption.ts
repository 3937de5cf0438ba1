import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A customer used a coupon on an order. Created in the order's transaction and
// conditional on not existing, so each customer uses a coupon at most once.
export const CouponRedemptionEntity = new Entity({
  model: { service: 'copperline', entity: 'couponRedemption', version: '1' },
  attributes: {
    code: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    orderId: { type: 'string', required: true, readOnly: true },
    discountCents: { type: 'number', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCoupon: {
      pk: { field: t.partitionKey, composite: ['code'] },
      sk: { field: t.sortKey, composite: ['userId'] },
    },
  },
});
