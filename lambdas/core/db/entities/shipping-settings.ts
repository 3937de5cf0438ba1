import { CustomAttributeType, Entity } from 'electrodb';
import type { ShippingSettings } from '#contracts/schemas/shipping.ts';
import { tableDefinition as t } from '../table-definition.ts';

// The one shipping-settings document (contracts/schemas/shipping.ts): rates by
// zone, weight and size; pickup places; capacity per lead time. A save
// replaces it only from the version the editor read (conditional put). This file holds the stored
// shape; lambdas/core/db/shipping-settings.ts, of the same name, its reads and writes.
export const ShippingSettingsEntity = new Entity({
  model: { service: 'copperline', entity: 'shippingSettings', version: '1' },
  attributes: {
    settingsId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true },
    settings: { type: CustomAttributeType<ShippingSettings>('any'), required: true },
    savedAt: { type: 'string', required: true },
    savedBy: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: t.partitionKey, composite: ['settingsId'] },
      sk: { field: t.sortKey, composite: [] },
    },
  },
});
