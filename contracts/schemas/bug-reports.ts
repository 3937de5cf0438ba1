import * as z from 'zod';

// /internal/report-a-bug (any staff): reports with an optional screenshot and
// the states staff move them through. See docs/staff-tools.md#report-a-bug.

export const BUG_STATES = ['New', 'Confirmed', 'Fixed', "Won't fix"] as const;
export const BugStateSchema = z.enum(BUG_STATES);
export type BugState = z.infer<typeof BugStateSchema>;

export const BUG_SEVERITIES = ['Blocker', 'Major', 'Minor', 'Cosmetic'] as const;
export const BugSeveritySchema = z.enum(BUG_SEVERITIES, 'Choose a severity');

export const BUG_SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BUG_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const BUG_REPORTS_PAGE = 20;

export const BugIdSchema = z.string().regex(/^[0-9a-z]{24}$/, 'Not a bug report id');
export const BugScreenshotKeySchema = z
  .string()
  .regex(/^bug-screenshots\/[0-9a-z]{24}\.(png|jpg|webp)$/, 'Not a screenshot of a bug report');

export const CreateBugScreenshotBodySchema = z.object({
  content_type: z.enum(BUG_SCREENSHOT_TYPES, 'Screenshots must be PNG, JPEG or WebP'),
  size: z.number().int().min(1).max(BUG_SCREENSHOT_MAX_BYTES, 'Screenshots must be 5 MB or smaller'),
});
export const CreateBugScreenshotResponseSchema = z.object({ key: BugScreenshotKeySchema, upload_url: z.string() });

export const CreateBugReportBodySchema = z.object({
  what_happened: z.string().trim().min(1, 'Say what happened').max(4000, 'At most 4000 characters'),
  steps: z.string().trim().max(4000, 'At most 4000 characters').default(''),
  page: z.string().trim().max(500, 'At most 500 characters').default(''),
  severity: BugSeveritySchema,
  screenshot_key: BugScreenshotKeySchema.nullable().default(null),
});
export type CreateBugReportBody = z.infer<typeof CreateBugReportBodySchema>;

export const BugMoveSchema = z.object({ from: BugStateSchema, to: BugStateSchema, by: z.string(), at: z.string() });

export const BugReportSchema = z.object({
  bug_id: BugIdSchema,
  what_happened: z.string(),
  steps: z.string(),
  page: z.string(),
  severity: BugSeveritySchema,
  /** A presigned GET of the screenshot (an hour), or null. */
  screenshot_url: z.string().nullable(),
  reported_by: z.string(),
  created_at: z.string(),
  state: BugStateSchema,
  version: z.number().int().min(1),
  /** The states it may move to now. */
  next_states: z.array(BugStateSchema),
  history: z.array(BugMoveSchema),
});
export type BugReport = z.infer<typeof BugReportSchema>;

export const BugReportListQuerySchema = z.object({
  state: BugStateSchema.optional(),
  cursor: z.string().max(2000).optional(),
});
export const BugReportListSchema = z.object({ reports: z.array(BugReportSchema), cursor: z.string().nullable() });
export type BugReportList = z.infer<typeof BugReportListSchema>;

export const BugReportParamsSchema = z.object({ bugId: BugIdSchema });
export const MoveBugReportBodySchema = z.object({
  to: BugStateSchema,
  /** The version the staff member saw; a report moved since is 409. */
  version: z.number().int().min(1),
});
