import { cartRoutes } from '#contracts/routes/cart-routes.ts';
import { getShoppingCart } from '#lambdas/core/cart/cart.ts';
import { cartHolderOf } from '#lambdas/core/priced-cart/hold-cart-parts.ts';
import { defineHandler } from '../define-handler.ts';
import { cartPorts } from './cart-ports.ts';

export const handler = defineHandler(cartRoutes, 'getShoppingCart', async ({ actor, params }) =>
  getShoppingCart(params.userId, cartPorts(), new Date(), await cartHolderOf(actor, params.userId)),
);
