import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { listPartsToLabel } from '#lambdas/core/parts/labeling.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'listLabelingParts', ({ query }) => listPartsToLabel(query));
