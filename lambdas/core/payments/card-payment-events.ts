import type { CardIntent } from './card-payments.ts';

// What the card processor tells the store after the fact (Stripe webhooks),
// as the domain sees it: a port that checks the sender's signature over the
// exact bytes and hands back the event, so the domain never imports a
// payment SDK. stripe-webhooks.ts implements it with Stripe's own
// verification; without a signing secret there is no such route at all
// (503), never an unsigned one.

export type CardPaymentEvent =
  | {
      id: string;
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      created: number;
      intent: CardIntent & { lastError: string | null };
    }
  /** Any other event: acknowledged, not acted on. */
  | { id: string; type: string; created: number; intent: null };

export type CardPaymentEventSource = {
  readonly available: boolean;
  /** The event, if the signature over these exact bytes is the processor's; a bad or missing one throws `invalid_signature` (400). */
  verify(rawBody: Buffer, signatureHeader: string | undefined): Promise<CardPaymentEvent>;
};
