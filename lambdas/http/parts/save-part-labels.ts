import { savePartLabels } from '#lambdas/core/parts/labeling.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('savePartLabels', ({ params, body }) => savePartLabels(params.partId, body));
