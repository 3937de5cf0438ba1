import { CustomAttributeType, Entity } from 'electrodb';
import type { PricingConfig } from '#contracts/schemas/pricing.ts';
import { tableDefinition as t } from '../table-definition.ts';

// One saved version of the pricing configuration (contracts/schemas/pricing.ts).
// Immutable: created once (conditionally, so two saves can never write the
// same number) and never updated. Versions sort by their zero-padded number.
export const PricingVersionEntity = new Entity({
  model: { service: 'copperline', entity: 'pricingVersion', version: '1' },
  attributes: {
    /** The shop's one pricing configuration; a key so the versions share a partition apart from other items. */
    pricingId: { type: 'string', required: true, readOnly: true, default: () => 'shop' },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 9, char: '0' } },
    config: { type: CustomAttributeType<PricingConfig>('any'), required: true, readOnly: true },
    savedAt: { type: 'string', required: true, readOnly: true },
    savedBy: { type: 'string', required: true, readOnly: true },
    note: { type: 'string', readOnly: true, default: '' },
  },
  indexes: {
    byVersion: {
      pk: { field: t.partitionKey, composite: ['pricingId'] },
      sk: { field: t.sortKey, composite: ['version'] },
    },
  },
});
