import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// The product user (one per Cognito identity).
export const UserEntity = new Entity({
  model: { service: 'copperline', entity: 'user', version: '1' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    sub: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', default: '' },
    lastName: { type: 'string', default: '' },
    organization: { type: 'string' },
    phoneNumber: { type: 'string' },
    // How many saved addresses the user has; moved in the same transaction as
    // each address create and delete, so the limit holds under concurrency.
    addressCount: { type: 'number' },
    // Orders placed; moved in each checkout's transaction (a first-order
    // coupon is conditional on it being zero).
    ordersPlaced: { type: 'number' },
    // Staff approved this customer to order without paying up front
    // (SPEC §3 payment method "None needed").
    paymentNotRequired: { type: 'boolean' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
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
  },
});
