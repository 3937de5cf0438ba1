import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { listPartParameters } from '#lambdas/core/parts/labeling.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'listPartParameters', () => listPartParameters());
