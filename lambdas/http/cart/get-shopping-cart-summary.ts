import { shoppingCartSummary } from '#lambdas/core/cart/cart.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getShoppingCartSummary', ({ params }) => shoppingCartSummary(params.userId));
