import { partsRoutes } from '#contracts/routes/parts-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { createStockFeedRun } from '#lambdas/core/parts/stock-feed/feed-runs.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(partsRoutes, 'createStockFeedRun', ({ actor, body }) =>
  createStockFeedRun(actor, body, uploadsBucket),
);
