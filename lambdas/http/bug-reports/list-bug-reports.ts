import { listBugReportsPage } from '#lambdas/core/bug-reports/bug-reports.ts';
import { defineHandler } from '../define-handler.ts';
import { bugReportPorts } from './bug-report-ports.ts';

export const handler = defineHandler('listBugReports', ({ query }) => listBugReportsPage(query, bugReportPorts));
