import { boardRoutes } from '#contracts/routes/board-routes.ts';
import { orderBoardAgain } from '#lambdas/core/cart/order-again.ts';
import { cartHolderOf } from '#lambdas/core/priced-cart/hold-cart-parts.ts';
import { defineHandler } from '../define-handler.ts';
import { cartPorts } from '../cart/cart-ports.ts';

export const handler = defineHandler(boardRoutes, 'orderBoardAgain', ({ actor, params, body }) =>
  orderBoardAgain(actor, params.boardId, body, { ports: cartPorts(), holderOf: (userId) => cartHolderOf(actor, userId) }),
);
