import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { updateCustomPart } from '#lambdas/core/parts/custom-parts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'updateCustomPart', ({ params, body }) => updateCustomPart(params.partId, body));
