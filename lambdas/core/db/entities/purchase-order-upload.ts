import { Entity } from 'electrodb';
import { tableDefinition as t } from '../table-definition.ts';

// A purchase-order document a customer is uploading (or uploaded) for a
// checkout: where it lives in the uploads bucket and whose it is, so the
// checkout only accepts the customer's own file.
export const PurchaseOrderUploadEntity = new Entity({
  model: { service: 'copperline', entity: 'purchaseOrderUpload', version: '1' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    uploadId: { type: 'string', required: true, readOnly: true },
    fileName: { type: 'string', required: true, readOnly: true },
    contentType: { type: 'string', required: true, readOnly: true },
    size: { type: 'number', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: t.partitionKey, composite: ['userId'] },
      sk: { field: t.sortKey, composite: ['uploadId'] },
    },
  },
});
