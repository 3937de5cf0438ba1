import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// The category tree: a few hundred items in one partition, read whole.
// `parent_id` is '' for a root (DynamoDB keeps no nulls here; db/parts.ts maps it).
export const CategoryEntity = new Entity({
  model: { service: 'copperline', entity: 'category', version: '1' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    parent_id: { type: 'string', default: '' },
  },
  indexes: {
    all: {
      pk: { field: t.partitionKey, composite: [] },
      sk: { field: t.sortKey, composite: ['id'] },
    },
  },
});
