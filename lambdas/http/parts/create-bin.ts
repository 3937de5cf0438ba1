import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { createBin } from '#lambdas/core/parts/bins.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'createBin', ({ body }) => createBin(body));
