import { checkoutRoutes } from '#contracts/routes/checkout-routes.ts';
import { cardPayments } from '#lambdas/core/aws/card-payments-config.ts';
import { authorizeCardPayment } from '#lambdas/core/checkout/card-payment.ts';
import { cartHolderOf } from '#lambdas/core/priced-cart/hold-cart-parts.ts';
import { defineHandler } from '../define-handler.ts';
import { cartPorts } from '../cart/cart-ports.ts';

// The card processor alone, not checkout-ports.ts: authorising a card sends no e-mail and reads no file, so this
// bundle carries neither client (docs/performance.md#lambda-bundles). A checkout step: it renews the cart's holds.
export const handler = defineHandler(checkoutRoutes, 'createCardPayment', async ({ actor, params, body }) =>
  authorizeCardPayment(params.userId, body, { ...cartPorts(), cardPayments: cardPayments() }, await cartHolderOf(actor, params.userId)),
);
