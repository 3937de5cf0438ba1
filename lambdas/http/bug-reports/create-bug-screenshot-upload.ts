import { createBugScreenshotUpload } from '#lambdas/core/bug-reports/bug-reports.ts';
import { defineHandler } from '../define-handler.ts';
import { bugReportUploads } from './bug-report-uploads.ts';

export const handler = defineHandler('createBugScreenshotUpload', ({ body }) => createBugScreenshotUpload(body, bugReportUploads));
