import { cardPayments } from '#lambdas/core/aws/card-payments-config.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import type { CheckoutPorts } from '#lambdas/core/checkout/place-order.ts';
import { findPurchaseOrderFile } from '#lambdas/core/checkout/purchase-order-files.ts';
import { cartPorts } from '../cart/cart-ports.ts';

/** The checkout's outside world: card processor, purchase-order storage, e-mail. */
export function checkoutPorts(): CheckoutPorts {
  return {
    ...cartPorts(),
    cardPayments: cardPayments(),
    purchaseOrderFile: (userId, uploadId) => findPurchaseOrderFile(userId, uploadId, uploadsBucket),
    mailer: sesMailer,
    presignDownload: uploadsBucket.presignDownload,
  };
}
