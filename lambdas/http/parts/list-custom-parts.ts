import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { listCustomParts } from '#lambdas/core/parts/custom-parts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'listCustomParts', () => listCustomParts());
