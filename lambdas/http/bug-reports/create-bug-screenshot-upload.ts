import { staffBugReportRoutes } from '#contracts/routes/staff-bug-report-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { createBugScreenshotUpload } from '#lambdas/core/bug-reports/bug-reports.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffBugReportRoutes, 'createBugScreenshotUpload', ({ body }) =>
  createBugScreenshotUpload(body, uploadsBucket),
);
