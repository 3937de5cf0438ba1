import { cartRoutes } from '#contracts/routes/cart-routes.ts';
import { updateShoppingCart } from '#lambdas/core/cart/cart.ts';
import { defineHandler } from '../define-handler.ts';
import { cartPorts } from './cart-ports.ts';

export const handler = defineHandler(cartRoutes, 'updateShoppingCart', ({ params, body }) =>
  updateShoppingCart(params.userId, body, cartPorts()),
);
