import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// The product user (one per Cognito identity).
export const UserEntity = new Entity({
  model: { service: 'copperline', entity: 'user', version: '1' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    sub: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', required: true, default: '' },
    lastName: { type: 'string', required: true, default: '' },
    organization: { type: 'string' },
    phoneNumber: { type: 'string' },
    // How many saved addresses the user has; moved in the same transaction as
    // each address create and delete, so the limit holds under concurrency.
    addressCount: { type: 'number' },
    // Orders placed; moved in each checkout's transaction (a first-order
    // coupon is conditional on it being zero).
    ordersPlaced: { type: 'number' },
    // An Admin approved this customer to order without paying up front
    // (docs/data-model.md#payment-context payment method "None needed") on /internal/users. Each change
    // names the approval version it saw (a stale one is refused) and is
    // recorded with who made it and when.
    paymentNotRequired: { type: 'boolean' },
    paymentApprovalVersion: { type: 'number' },
    paymentApprovalBy: { type: 'string' },
    paymentApprovalAt: { type: 'string' },
    // The e-mail in lower case: the staff user list's search and sort key.
    emailKey: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['userId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    bySub: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: ['sub'] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: [] },
    },
    // Every user by e-mail, for /internal/users (sparse: users written
    // before emailKey existed are added by `npm run index-users`).
    byEmail: {
      index: 'gsi2',
      pk: { field: t.globalIndexes.gsi2.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi2.sortKey, composite: ['emailKey', 'userId'] },
    },
  },
});
