import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { getCataloguePart } from '#lambdas/core/parts/catalogue-search.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'getPart', ({ params }) => getCataloguePart(params.partId));
