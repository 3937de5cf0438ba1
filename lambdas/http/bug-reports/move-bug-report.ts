import { staffBugReportRoutes } from '#contracts/routes/staff-bug-report-routes.ts';
import { uploadsBucket } from '#lambdas/core/aws/uploads-bucket.ts';
import { moveBug } from '#lambdas/core/bug-reports/bug-reports.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffBugReportRoutes, 'moveBugReport', ({ actor, params, body }) =>
  moveBug(actor, params.bugId, body, uploadsBucket),
);
