import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { adjustPartStock } from '#lambdas/core/parts/inventory.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'adjustPartStock', ({ actor, params, body }) =>
  adjustPartStock(actor, params.partId, body),
);
