import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { partMovements } from '#lambdas/core/parts/inventory.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'listPartMovements', ({ params }) => partMovements(params.partId));
