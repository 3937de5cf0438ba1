import * as z from 'zod/mini';
import { BUCKET_PREFIXES } from '../storage-layout.ts';

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

export const BugIdSchema = z.string().check(z.regex(/^[0-9a-z]{24}$/, 'Not a bug report id'));
export const BugScreenshotKeySchema = z
  .string()
  .check(z.regex(new RegExp(`^${BUCKET_PREFIXES.bugScreenshots}[0-9a-z]{24}\\.(png|jpg|webp)$`), 'Not a screenshot of a bug report'));

export const CreateBugScreenshotBodySchema = z.object({
  content_type: z.enum(BUG_SCREENSHOT_TYPES, 'Screenshots must be PNG, JPEG or WebP'),
  size: z.number().check(z.int(), z.gte(1), z.lte(BUG_SCREENSHOT_MAX_BYTES, 'Screenshots must be 5 MB or smaller')),
});
export const CreateBugScreenshotResponseSchema = z.object({ key: BugScreenshotKeySchema, upload_url: z.string() });

export const CreateBugReportBodySchema = z.object({
  what_happened: z.string().check(z.trim(), z.minLength(1, 'Say what happened'), z.maxLength(4000, 'At most 4000 characters')),
  steps: z._default(z.string().check(z.trim(), z.maxLength(4000, 'At most 4000 characters')), ''),
  page: z._default(z.string().check(z.trim(), z.maxLength(500, 'At most 500 characters')), ''),
  severity: BugSeveritySchema,
  screenshot_key: z._default(z.nullable(BugScreenshotKeySchema), null),
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
  screenshot_url: z.nullable(z.string()),
  reported_by: z.string(),
  created_at: z.string(),
  state: BugStateSchema,
  version: z.number().check(z.int(), z.gte(1)),
  /** The states it may move to now. */
  next_states: z.array(BugStateSchema),
  history: z.array(BugMoveSchema),
});
export type BugReport = z.infer<typeof BugReportSchema>;

export const BugReportListQuerySchema = z.object({
  state: z.optional(BugStateSchema),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export const BugReportListSchema = z.object({ reports: z.array(BugReportSchema), cursor: z.nullable(z.string()) });
export type BugReportList = z.infer<typeof BugReportListSchema>;

export const BugReportParamsSchema = z.object({ bugId: BugIdSchema });
export const MoveBugReportBodySchema = z.object({
  to: BugStateSchema,
  /** The version the staff member saw; a report moved since is 409. */
  version: z.number().check(z.int(), z.gte(1)),
});
