import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { adjustBin } from '#lambdas/core/parts/bins.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'adjustBin', ({ actor, params, body }) => adjustBin(actor, params.binId, body));
