import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A storage bin in the shop: where a part is kept and how many units it holds.
// Quantities change only through db/inventory.ts, with a movement each time.
export const BinEntity = new Entity({
  model: { service: 'copperline', entity: 'bin', version: '1' },
  attributes: {
    binId: { type: 'string', required: true, readOnly: true },
    location: { type: 'string', required: true },
    partId: { type: 'string', required: true },
    quantity: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['binId'] },
      sk: { field: t.sortKey, composite: [] },
    },
    byPart: {
      index: 'gsi1',
      pk: { field: t.globalIndexes.gsi1.partitionKey, composite: ['partId'] },
      sk: { field: t.globalIndexes.gsi1.sortKey, composite: ['location', 'binId'] },
    },
    byLocation: {
      index: 'gsi2',
      pk: { field: t.globalIndexes.gsi2.partitionKey, composite: [] },
      sk: { field: t.globalIndexes.gsi2.sortKey, composite: ['location', 'binId'] },
    },
  },
});
