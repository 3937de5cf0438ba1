import { cardPayments } from '../../core/aws/card-payments-config.ts';
import { sesMailer } from '../../core/aws/ses-mailer.ts';
import { uploadsBucket } from '../../core/aws/uploads-bucket.ts';
import type { CheckoutPorts } from '../../core/checkout/place-order.ts';
import { findPurchaseOrderFile } from '../../core/checkout/purchase-order-files.ts';
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
