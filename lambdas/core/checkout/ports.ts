import type { CartPorts } from '../priced-cart/load-cart.ts';
import type { Mailer } from '../notifications/mailer.ts';
import type { CardPayments } from '../payments/card-payments.ts';

// The checkout's outside systems, in one place: the card processor (Stripe),
// the purchase-order files in storage (S3), e-mail (SES) and, through the cart,
// whether cards are configured. The clock is placeOrder's `now`. Wired in
// lambdas/http/checkout/ (checkout-ports.ts, card-payment-ports.ts, and the
// upload handler); tests pass their own.

/** The uploads bucket, for the customer's purchase-order document (purchase-order-files.ts). */
export type PurchaseOrderStorage = {
  presignUpload(key: string, contentType: string, contentLength: number, expiresInSeconds: number): Promise<string>;
  headObject(key: string): Promise<{ size: number; contentType: string } | null>;
};

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
