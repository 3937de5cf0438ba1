import { productionRoutes } from '#contracts/routes/production-routes.ts';
import { loadManufacturingDashboard } from '#lambdas/core/production/production-reports.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(productionRoutes, 'getManufacturingDashboard', ({ query }) => loadManufacturingDashboard(query.weeks));
