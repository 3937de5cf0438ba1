import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { listBins } from '#lambdas/core/parts/bins.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'listBins', () => listBins());
