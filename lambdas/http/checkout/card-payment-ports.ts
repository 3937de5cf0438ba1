import { cardPayments } from '#lambdas/core/aws/card-payments-config.ts';
import type { CardPayments } from '#lambdas/core/payments/card-payments.ts';
import type { CartPorts } from '#lambdas/core/priced-cart/load-cart.ts';
import { cartPorts } from '../cart/cart-ports.ts';

/** What authorising a card payment needs: the cart's ports and the card processor (no e-mail, no purchase-order files). */
export function cardPaymentPorts(): CartPorts & { cardPayments: CardPayments } {
  return { ...cartPorts(), cardPayments: cardPayments() };
}
