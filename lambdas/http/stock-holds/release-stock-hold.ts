import { staffStockHoldRoutes } from '#contracts/routes/staff-stock-hold-routes.ts';
import { requireIdentity } from '#lambdas/core/actor.ts';
import { releaseStockHold } from '#lambdas/core/stock/index.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffStockHoldRoutes, 'releaseStockHold', ({ actor, params }) =>
  releaseStockHold(params.orderId, { email: requireIdentity(actor).email }),
);
