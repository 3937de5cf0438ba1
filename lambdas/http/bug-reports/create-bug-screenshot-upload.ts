import { createBugScreenshotUpload } from '#lambdas/core/bug-reports/bug-reports.ts';
import { defineHandler } from '../define-handler.ts';
import { bugReportPorts } from './bug-report-ports.ts';

export const handler = defineHandler('createBugScreenshotUpload', ({ body }) => createBugScreenshotUpload(body, bugReportPorts));
