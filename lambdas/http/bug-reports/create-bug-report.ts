import { staffBugReportRoutes } from '#contracts/routes/staff-bug-report-routes.ts';
import { createBugReport } from '#lambdas/core/bug-reports/bug-reports.ts';
import { defineHandler } from '../define-handler.ts';
import { bugReportPorts } from './bug-report-ports.ts';

export const handler = defineHandler(staffBugReportRoutes, 'createBugReport', ({ actor, body }) =>
  createBugReport(actor, body, bugReportPorts),
);
