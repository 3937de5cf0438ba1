import { searchCatalogue } from '#lambdas/core/parts/catalogue-search.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('searchParts', ({ body }) => searchCatalogue(body));
