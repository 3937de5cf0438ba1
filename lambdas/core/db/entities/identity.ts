import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// Uniqueness guard: at most one product user per Cognito identity (sub). It is
// written in the same transaction as the user, so two concurrent PUT /users
// calls for one identity cannot both create a user.
export const IdentityEntity = new Entity({
  model: { service: 'copperline', entity: 'identity', version: '1' },
  attributes: {
    sub: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    bySub: {
      pk: { field: t.partitionKey, composite: ['sub'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
