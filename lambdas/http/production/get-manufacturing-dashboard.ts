import { loadManufacturingDashboard } from '#lambdas/core/production/production-reports.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getManufacturingDashboard', ({ query }) => loadManufacturingDashboard(query.weeks));
