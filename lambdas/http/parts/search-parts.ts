import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { searchCatalogue } from '#lambdas/core/parts/catalogue-search.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'searchParts', ({ body }) => searchCatalogue(body));
