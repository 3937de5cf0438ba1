import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// Parameters (resistance, voltage_rating, …): a few hundred items in one partition, read whole.
export const ParameterEntity = new Entity({
  model: { service: 'copperline', entity: 'parameter', version: '1' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    short_name: { type: 'string', required: true },
    unit: { type: 'string', default: '' },
    short_unit: { type: 'string', default: '' },
    used_for_component_matching: { type: 'boolean', default: false },
  },
  indexes: {
    all: {
      pk: { field: t.partitionKey, composite: [] },
      sk: { field: t.sortKey, composite: ['id'] },
    },
  },
});
