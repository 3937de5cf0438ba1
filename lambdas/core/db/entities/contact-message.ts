import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A message sent with the public contact form; staff mark it handled.
export const ContactMessageEntity = new Entity({
  model: { service: 'copperline', entity: 'contactMessage', version: '1' },
  attributes: {
    messageId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    message: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    handledAt: { type: 'string' },
    handledBy: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['messageId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['createdAt'] },
    },
  },
});
