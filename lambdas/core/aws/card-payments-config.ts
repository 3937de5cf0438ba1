import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { NO_CARD_PAYMENTS, type CardPayments } from '../payments/card-payments.ts';
import { stripeCardPayments } from '../payments/stripe-card-payments.ts';
import { cardKeySource } from './card-payments-presence.ts';

// Where the Stripe secret key comes from: STRIPE_SECRET_KEY (local runs) or
// the SSM SecureString named by STRIPE_SECRET_KEY_PARAMETER (AWS; CDK passes
// the name from context and grants reading exactly that parameter). Without
// either, the store has no card payments.

let ssm: SSMClient | undefined;

async function secretFromParameter(name: string): Promise<string> {
  ssm ??= new SSMClient({});
  const result = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
  const value = result.Parameter?.Value;
  if (!value) throw new Error(`The Stripe secret key parameter ${name} is empty`);
  return value;
}

let configured: CardPayments | undefined;

/** The card processor for this Lambda, created once per container. */
export function cardPayments(): CardPayments {
  if (configured) return configured;
  const source = cardKeySource();
  configured = !source
    ? NO_CARD_PAYMENTS
    : 'key' in source
      ? stripeCardPayments({ secretKey: async () => source.key })
      : stripeCardPayments({ secretKey: () => secretFromParameter(source.parameter) });
  return configured;
}
