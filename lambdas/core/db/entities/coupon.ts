import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A discount coupon (docs/limits.md#newsletter-coupon: $100 off a first order over $200 for a
// first-time newsletter e-mail identity, written in the same transaction as the
// marketing contact, so one identity can never hold two), or one staff made
// for any customer (ownerEmailKey '*'). Amounts in cents. Checkout consumes
// it in the order's transaction (marketing/coupon-rules.ts has the rules).
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
    /** A newsletter coupon paid by card: that card's fingerprint (entities/newsletter-card.ts). */
    consumedCardFingerprint: { type: 'string' },
    /** 'newsletter' (absent on older items) or 'staff'. */
    kind: { type: ['newsletter', 'staff'] as const, readOnly: true },
    /** Absent on newsletter coupons: they are for first orders. */
    firstOrderOnly: { type: 'boolean' },
    maxUses: { type: 'number' },
    /** Orders that used it; moved in each order's transaction, never past maxUses. */
    usesCount: { type: 'number' },
    expiresAt: { type: 'string' },
    createdBy: { type: 'string' },
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
    // Sparse: only staff coupons are listed (newsletter ones are one per contact).
    staffCoupons: {
      index: 'gsi2',
      condition: (attr) => attr.kind === 'staff',
      pk: { field: t.globalIndexes.gsi2.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi2.sortKey, composite: ['createdAt'] },
    },
  },
});
