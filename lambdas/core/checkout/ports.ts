import type { CartPorts } from '../priced-cart/load-cart.ts';
import type { Mailer } from '../notifications/mailer.ts';
import type { CardPayments } from '../payments/card-payments.ts';

// The checkout's outside systems, in one place: the card processor (Stripe),
// the purchase-order files in storage (S3), e-mail (SES) and, through the cart,
// whether cards are configured. The clock is placeOrder's `now`. Wired by
// lambdas/http/checkout/checkout-ports.ts; tests pass their own.

export type PaymentPorts = {
  cardPayments: CardPayments;
  /** The customer's uploaded purchase-order document, if it exists in storage. */
  purchaseOrderFile(userId: string, uploadId: string): Promise<{ fileName: string; key: string } | null>;
};

export type CheckoutPorts = CartPorts &
  PaymentPorts & {
    mailer: Mailer;
    /** A short-lived link to a stored file (the order's purchase-order document). */
    presignDownload(key: string, seconds: number): Promise<string>;
  };
