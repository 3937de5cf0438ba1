import { assemblyForQuote } from '../../core/assembly/assembly-for-quote.ts';
import { cardPayments } from '../../core/aws/card-payments-config.ts';
import type { CartPorts } from '../../core/cart/load-cart.ts';

/** What the cart core needs from outside: the card processor's presence and each board's rows as quote lines. */
export function cartPorts(): CartPorts {
  return { cardPaymentsAvailable: cardPayments().available, assemblyOf: assemblyForQuote };
}
