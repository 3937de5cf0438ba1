import { cardPayments } from '#lambdas/core/aws/card-payments-config.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import type { CheckoutPorts } from '#lambdas/core/checkout/checkout-ports.ts';
import { cartPorts } from '../cart/cart-ports.ts';

/**
 * Placing an order's outside world: card processor, the uploads bucket (the purchase-order document), e-mail. The
 * card authorisation (create-card-payment.ts) passes the card processor alone, so its bundle carries no e-mail or
 * bucket client; the purchase-order upload passes the bucket alone.
 */
export function checkoutPorts(): CheckoutPorts {
  return {
    ...cartPorts(),
    cardPayments: cardPayments(),
    purchaseOrders: uploadsBucket,
    mailer: sesMailer,
    presignDownload: uploadsBucket.presignDownload,
  };
}
