import { cardPayments } from '../../core/aws/card-payments-config.ts';
import { sesMailer } from '../../core/aws/ses-mailer.ts';
import { uploadsBucket } from '../../core/aws/uploads-bucket.ts';
import { changeOrderState } from '../../core/orders/order-state-changes.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('changeOrderState', ({ actor, params, body }) =>
  changeOrderState(actor, params.orderId, body, { presignDownload: uploadsBucket.presignDownload, mailer: sesMailer, cardPayments: cardPayments() }),
);
