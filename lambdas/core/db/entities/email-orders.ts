import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// Orders placed under one e-mail identity (marketing/email-key.ts), across
// every account whose address has that key: moved in each checkout's
// transaction and given back by a cancel, beside the user's own count, so a
// new account with a tagged variant of an address is no new "first order"
// (docs/security.md#first-orders).
export const EmailOrdersEntity = new Entity({
  model: { service: 'copperline', entity: 'emailOrders', version: '1' },
  attributes: {
    emailKey: { type: 'string', required: true, readOnly: true },
    ordersPlaced: { type: 'number' },
  },
  indexes: {
    byEmailKey: {
      pk: { field: t.partitionKey, composite: ['emailKey'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
