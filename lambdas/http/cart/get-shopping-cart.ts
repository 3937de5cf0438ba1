import { cartRoutes } from '#contracts/routes/cart-routes.ts';
import { getShoppingCart } from '#lambdas/core/cart/cart.ts';
import { defineHandler } from '../define-handler.ts';
import { cartPorts } from './cart-ports.ts';

export const handler = defineHandler(cartRoutes, 'getShoppingCart', ({ params }) => getShoppingCart(params.userId, cartPorts()));
