import { checkoutRoutes } from '#contracts/routes/checkout-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { createPurchaseOrderUpload } from '#lambdas/core/checkout/purchase-order-files.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(checkoutRoutes, 'createPurchaseOrderUpload', ({ params, body }) =>
  createPurchaseOrderUpload(params.userId, body, uploadsBucket),
);
