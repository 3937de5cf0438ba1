import type { CardPaymentEventSource } from '../payments/card-payment-events.ts';
import { NO_WEBHOOK_EVENTS, stripeWebhookEvents } from '../payments/stripe-webhooks.ts';
import { readSecureParameter } from './ssm-parameter.ts';

// Where the Stripe webhook signing secret (whsec_…) comes from:
// STRIPE_WEBHOOK_SECRET (local runs, e.g. from `stripe listen`) or the SSM
// SecureString named by STRIPE_WEBHOOK_SECRET_PARAMETER (AWS; CDK passes the
// name from context and grants reading exactly that parameter to the webhook
// route), read with one signed call (ssm-parameter.ts). Without either, the
// webhook route answers 503.

const fromParameter = new Map<string, Promise<string>>();

function secretFromParameter(name: string): Promise<string> {
  let secret = fromParameter.get(name);
  if (!secret) {
    secret = readSecureParameter(name);
    secret.catch(() => fromParameter.delete(name));
    fromParameter.set(name, secret);
  }
  return secret;
}

/** The webhook event source as the environment configures it now. */
export function cardPaymentEvents(): CardPaymentEventSource {
  const secret = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (secret) return stripeWebhookEvents({ signingSecret: async () => secret });
  const parameter = process.env.STRIPE_WEBHOOK_SECRET_PARAMETER?.trim();
  if (parameter) return stripeWebhookEvents({ signingSecret: () => secretFromParameter(parameter) });
  return NO_WEBHOOK_EVENTS;
}
