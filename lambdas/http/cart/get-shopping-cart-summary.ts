import { cartRoutes } from '#contracts/routes/cart-routes.ts';
import { shoppingCartSummary } from '#lambdas/core/cart/cart.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(cartRoutes, 'getShoppingCartSummary', ({ params }) => shoppingCartSummary(params.userId));
