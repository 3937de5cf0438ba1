import { uploadsBucket } from '../../core/aws/uploads-bucket.ts';
import { createPurchaseOrderUpload } from '../../core/checkout/purchase-order-files.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('createPurchaseOrderUpload', ({ params, body }) => createPurchaseOrderUpload(params.userId, body, uploadsBucket));
