import { ANY_STAFF } from '../groups.ts';
import {
  BugReportListQuerySchema,
  BugReportListSchema,
  BugReportParamsSchema,
  BugReportSchema,
  CreateBugReportBodySchema,
  CreateBugScreenshotBodySchema,
  CreateBugScreenshotResponseSchema,
  MoveBugReportBodySchema,
} from '../schemas/bug-reports.ts';
import { ROUTE_THROTTLES } from '../request-limits.ts';
import type { RouteDef } from '../route-types.ts';

// /internal/report-a-bug: any staff member reports, lists and moves bug
// reports; a new report is e-mailed to the Admins (their list comes from the
// user pool's Admin group).
export const staffBugReportRoutes = {
  createBugScreenshotUpload: {
    method: 'POST',
    path: '/internal/bug-reports/screenshots',
    auth: ANY_STAFF,
    handler: 'http/bug-reports/create-bug-screenshot-upload',
    body: CreateBugScreenshotBodySchema,
    response: CreateBugScreenshotResponseSchema,
    status: 201,
    access: { uploads: { write: ['bugScreenshots'] } },
    maxBodyBytes: 1024,
    throttle: ROUTE_THROTTLES.uploadCreation,
  },
  createBugReport: {
    method: 'POST',
    path: '/internal/bug-reports',
    auth: ANY_STAFF,
    handler: 'http/bug-reports/create-bug-report',
    body: CreateBugReportBodySchema,
    response: BugReportSchema,
    status: 201,
    access: { table: 'readwrite', uploads: { read: ['bugScreenshots'] }, email: 'send', userPool: ['ListUsersInGroup'] },
    maxBodyBytes: 16 * 1024,
    throttle: ROUTE_THROTTLES.bugReport,
  },
  listBugReports: {
    method: 'GET',
    path: '/internal/bug-reports',
    auth: ANY_STAFF,
    handler: 'http/bug-reports/list-bug-reports',
    query: BugReportListQuerySchema,
    response: BugReportListSchema,
    access: { table: 'read', uploads: { read: ['bugScreenshots'] } },
  },
  moveBugReport: {
    method: 'PUT',
    path: '/internal/bug-reports/{bugId}/state',
    auth: ANY_STAFF,
    handler: 'http/bug-reports/move-bug-report',
    params: BugReportParamsSchema,
    body: MoveBugReportBodySchema,
    response: BugReportSchema,
    access: { table: 'readwrite', uploads: { read: ['bugScreenshots'] } },
    maxBodyBytes: 1024,
  },
} as const satisfies Record<string, RouteDef>;
