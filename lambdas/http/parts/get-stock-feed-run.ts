import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { getStockFeedRun } from '#lambdas/core/parts/stock-feed/feed-runs.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'getStockFeedRun', ({ params }) => getStockFeedRun(params.runId));
