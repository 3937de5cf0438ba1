import { cardPaymentsConfigured } from '#lambdas/core/aws/card-payments-presence.ts';
import type { CartPorts } from '#lambdas/core/priced-cart/cart-ports.ts';

/** What the cart core needs from outside: whether the card processor is configured (from the environment, no Stripe SDK). */
export function cartPorts(): CartPorts {
  return { cardPaymentsAvailable: cardPaymentsConfigured() };
}
