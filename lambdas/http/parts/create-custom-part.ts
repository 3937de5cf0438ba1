import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { createCustomPart } from '#lambdas/core/parts/custom-parts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'createCustomPart', ({ actor, body }) => createCustomPart(actor, body));
