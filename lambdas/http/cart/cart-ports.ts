import { assemblyForQuote } from '#lambdas/core/assembly/assembly-for-quote.ts';
import { cardPayments } from '#lambdas/core/aws/card-payments-config.ts';
import type { CartPorts } from '#lambdas/core/cart/load-cart.ts';

/** What the cart core needs from outside: the card processor's presence and each board's rows as quote lines. */
export function cartPorts(): CartPorts {
  return { cardPaymentsAvailable: cardPayments().available, assemblyOf: assemblyForQuote };
}
