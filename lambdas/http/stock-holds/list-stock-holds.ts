import { staffStockHoldRoutes } from '#contracts/routes/staff-stock-hold-routes.ts';
import { listStockHolds } from '#lambdas/core/stock/index.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffStockHoldRoutes, 'listStockHolds', ({ query }) => listStockHolds(query.cursor ?? null));
