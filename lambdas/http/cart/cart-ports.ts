import { assemblyForQuote } from '#lambdas/core/assembly/assembly-for-quote.ts';
import { cardPaymentsConfigured } from '#lambdas/core/aws/card-payments-presence.ts';
import type { CartPorts } from '#lambdas/core/priced-cart/load-cart.ts';

/** What the cart core needs from outside: the card processor's presence and each board's rows as quote lines. */
export function cartPorts(): CartPorts {
  return { cardPaymentsAvailable: cardPaymentsConfigured(), assemblyOf: assemblyForQuote };
}
