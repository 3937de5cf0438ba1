import { orderRoutes } from '#contracts/routes/order-routes.ts';
import { cardPayments } from '#lambdas/core/aws/card-payments-config.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { changeOrderState } from '#lambdas/core/orders/order-state-changes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(orderRoutes, 'changeOrderState', ({ actor, params, body }) =>
  changeOrderState(actor, params.orderId, body, {
    presignDownload: uploadsBucket.presignDownload,
    mailer: sesMailer,
    cardPayments: cardPayments(),
  }),
);
