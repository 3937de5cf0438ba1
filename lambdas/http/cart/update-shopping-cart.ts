import { cartRoutes } from '#contracts/routes/cart-routes.ts';
import { updateShoppingCart } from '#lambdas/core/cart/cart.ts';
import { cartHolderOf } from '#lambdas/core/priced-cart/hold-cart-parts.ts';
import { defineHandler } from '../define-handler.ts';
import { cartPorts } from './cart-ports.ts';

// Who acts (the owner, and whether the token confirms the e-mail) decides whether the cart holds stock.
export const handler = defineHandler(cartRoutes, 'updateShoppingCart', async ({ actor, params, body }) =>
  updateShoppingCart(params.userId, body, cartPorts(), { holder: await cartHolderOf(actor, params.userId) }),
);
