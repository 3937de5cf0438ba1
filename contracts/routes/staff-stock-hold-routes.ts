import { ReleasedStockHoldSchema, StockHoldParamsSchema, StockHoldsPageSchema, StockHoldsQuerySchema } from '../schemas/stock-holds.ts';
import type { RouteDef } from '../route-types.ts';

// /internal/stock-holds (Admin): who holds which catalogue parts, and
// releasing a cart's hold (docs/checkout.md#staff-view-of-holds).
export const staffStockHoldRoutes = {
  listStockHolds: {
    method: 'GET',
    path: '/internal/stock-holds',
    auth: ['Admin'],
    handler: 'http/stock-holds/list-stock-holds',
    query: StockHoldsQuerySchema,
    response: StockHoldsPageSchema,
    access: { table: 'read' },
  },
  releaseStockHold: {
    method: 'POST',
    path: '/internal/stock-holds/{orderId}/release',
    auth: ['Admin'],
    handler: 'http/stock-holds/release-stock-hold',
    params: StockHoldParamsSchema,
    response: ReleasedStockHoldSchema,
    access: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
