import { CustomAttributeType, Entity } from 'electrodb';
import type { CartContent } from '#contracts/schemas/stored-cart.ts';
import { tableDefinition as t } from '../table-definition.ts';

// A customer's shopping cart: one per user, beside the user in its partition.
// `content` is what the customer chose (items, delivery, coupons, lead time)
// as contracts/schemas/stored-cart.ts describes it (parsed on read); prices are never stored, they
// are quoted fresh on every read. `version` guards every write: a PUT names
// the version it read, so two tabs never overwrite each other silently.
// `nextOrderId` is the id the order will take: the checkout's idempotency key.
export const CartEntity = new Entity({
  model: { service: 'copperline', entity: 'cart', version: '1' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true },
    content: { type: CustomAttributeType<CartContent>('any'), required: true },
    nextOrderId: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: t.partitionKey, composite: ['userId'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
