import { cardPayments } from '../../core/aws/card-payments-config.ts';
import { FABRICATION_ONLY, type CartPorts } from '../../core/cart/load-cart.ts';

/** What the cart core needs from outside: the card processor's presence and each board's matched BOM lines. */
export function cartPorts(): CartPorts {
  // FABRICATION_ONLY until the BOM integration supplies a board's matched lines.
  return { cardPaymentsAvailable: cardPayments().available, assemblyLines: FABRICATION_ONLY };
}
