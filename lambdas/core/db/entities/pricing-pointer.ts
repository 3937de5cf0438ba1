import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// Which pricing version is current: the one item every quote reads first.
// Moved only on the version the editor started from (a stale save fails).
export const PricingPointerEntity = new Entity({
  model: { service: 'copperline', entity: 'pricingPointer', version: '1' },
  attributes: {
    pricingId: { type: 'string', required: true, readOnly: true, default: () => 'shop' },
    currentVersion: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    current: {
      pk: { field: t.partitionKey, composite: ['pricingId'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
