import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { savePartLabels } from '#lambdas/core/parts/labeling.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'savePartLabels', ({ params, body }) => savePartLabels(params.partId, body));
