import { staffBugReportRoutes } from '#contracts/routes/staff-bug-report-routes.ts';
import { createBugScreenshotUpload } from '#lambdas/core/bug-reports/bug-reports.ts';
import { defineHandler } from '../define-handler.ts';
import { bugReportUploads } from './bug-report-uploads.ts';

export const handler = defineHandler(staffBugReportRoutes, 'createBugScreenshotUpload', ({ body }) =>
  createBugScreenshotUpload(body, bugReportUploads),
);
