import type { Mailer } from '../notifications/mailer.ts';
import type { OrderFiles } from '../orders/order-ports.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import type { CartPorts } from '../priced-cart/cart-ports.ts';

// The checkout's outside systems, declared once (docs/architecture.md#ports):
// the card processor (Stripe), the uploads bucket (the customer's
// purchase-order document: its upload, whether it arrived, the order's link
// to it), e-mail (SES) and, through the cart, whether cards are configured.
// The clock is placeOrder's `now`. The cart, the upload records and the order
// are read directly. Wired in lambdas/http/checkout/checkout-ports.ts; the
// card authorisation and the upload route pass their adapters alone.

/** The uploads bucket, for the customer's purchase-order document (purchase-order-files.ts). */
export type PurchaseOrderStorage = {
  presignUpload(key: string, contentType: string, contentLength: number, expiresInSeconds: number): Promise<string>;
  headObject(key: string): Promise<{ size: number; contentType: string } | null>;
};

export type PaymentPorts = {
  cardPayments: CardPayments;
  /** Where the customer's uploaded purchase-order document must be before the order names it. */
  purchaseOrders: Pick<PurchaseOrderStorage, 'headObject'>;
};

/** Placing an order: the cart's, the payment's, a link to the order's document, and e-mail. */
export type CheckoutPorts = CartPorts & PaymentPorts & OrderFiles & { mailer: Mailer };
