import { NO_CARD_PAYMENTS, type CardPayments } from '../payments/card-payments.ts';
import { stripeCardPayments } from '../payments/stripe-card-payments.ts';
import { cardKeySource } from './card-payments-presence.ts';
import { readSecureParameter } from './ssm-parameter.ts';

// Where the Stripe secret key comes from: STRIPE_SECRET_KEY (local runs) or
// the SSM SecureString named by STRIPE_SECRET_KEY_PARAMETER (AWS; CDK passes
// the name from context and grants reading exactly that parameter). Without
// either, the store has no card payments. The parameter is read with one
// signed call, not the SSM client (ssm-parameter.ts).

let configured: CardPayments | undefined;

/** The card processor for this Lambda, created once per container. */
export function cardPayments(): CardPayments {
  if (configured) return configured;
  const source = cardKeySource();
  configured = !source
    ? NO_CARD_PAYMENTS
    : 'key' in source
      ? stripeCardPayments({ secretKey: async () => source.key })
      : stripeCardPayments({ secretKey: () => readSecureParameter(source.parameter) });
  return configured;
}
