import { loadFeederReport } from '#lambdas/core/production/production-reports.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getFeederReport', ({ query }) => loadFeederReport(query));
