import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A saved address of a user (Address (docs/data-model.md#address)), kept beside the user item in
// its partition; ids are time-sortable, so a query lists them oldest first.
// `version` starts at 1 and every edit is conditional on the version read.
export const AddressEntity = new Entity({
  model: { service: 'copperline', entity: 'address', version: '1' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    addressId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    companyName: { type: 'string', required: true, default: '' },
    addressLine1: { type: 'string', required: true },
    addressLine2: { type: 'string', required: true, default: '' },
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    postalCode: { type: 'string', required: true },
    phoneNumber: { type: 'string', required: true, default: '' },
    version: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: t.partitionKey, composite: ['userId'] },
      sk: { field: t.sortKey, composite: ['addressId'] },
    },
  },
});
