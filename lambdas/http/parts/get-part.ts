import { getCataloguePart } from '#lambdas/core/parts/catalogue-search.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getPart', ({ params }) => getCataloguePart(params.partId));
