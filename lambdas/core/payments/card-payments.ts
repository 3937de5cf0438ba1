import { AppError } from '../errors.ts';

// The card processor as the checkout sees it: a small port, so the domain
// never imports a payment SDK. stripe-card-payments.ts implements it with
// Stripe PaymentIntents; without configured keys the store has no card
// payments at all (never a pretend success).

export type CardIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

export type CardIntent = {
  id: string;
  status: CardIntentStatus;
  amountCents: number;
  /** Lower-case ISO code, as Stripe writes it. */
  currency: string;
  metadata: Record<string, string>;
  /** Only when just created: what the browser confirms the card with. */
  clientSecret?: string;
  /**
   * The processor's fingerprint of the card number, the same for one card whoever pays with it; only on an
   * intent read back once a card is attached (`retrieve`), absent for a payment method that is no card.
   */
  cardFingerprint?: string;
};

/** Stripe's refund statuses: pending and succeeded are money on its way back; the others need a person. */
export type CardRefundStatus = 'pending' | 'succeeded' | 'requires_action' | 'failed' | 'canceled';

export type CardRefund = { id: string; status: CardRefundStatus; amountCents: number; failureReason: string | null };

export type CardAuthorizationRequest = { orderId: string; userId: string; amountCents: number; currency: string; customerEmail: string };

export type CardPayments = {
  readonly available: boolean;
  /** An authorisation (manual capture) of the amount, confirmed by the customer's browser; the same key returns the same intent. */
  authorize(request: CardAuthorizationRequest, idempotencyKey: string): Promise<CardIntent>;
  retrieve(paymentIntentId: string): Promise<CardIntent>;
  /** Takes the authorised money; once the order exists. */
  capture(paymentIntentId: string, idempotencyKey: string): Promise<CardIntent>;
  /** Releases an authorisation that will not become an order. */
  cancel(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** Gives a captured payment back in full; the same key never refunds twice. */
  refund(paymentIntentId: string, idempotencyKey: string): Promise<CardRefund>;
};

export const cardPaymentUnavailable = () => new AppError('card_payment_unavailable');

/** No card processor configured: every call refuses. */
export const NO_CARD_PAYMENTS: CardPayments = {
  available: false,
  authorize: () => Promise.reject(cardPaymentUnavailable()),
  retrieve: () => Promise.reject(cardPaymentUnavailable()),
  capture: () => Promise.reject(cardPaymentUnavailable()),
  cancel: () => Promise.reject(cardPaymentUnavailable()),
  refund: () => Promise.reject(cardPaymentUnavailable()),
};
