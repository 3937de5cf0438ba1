import { productionRoutes } from '#contracts/routes/production-routes.ts';
import { loadFeederReport } from '#lambdas/core/production/production-reports.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(productionRoutes, 'getFeederReport', ({ query }) => loadFeederReport(query));
