import * as z from 'zod/mini';

// /internal/user-waitlist (Admin): the people on the newsletter and beta list,
// searchable, invited in bounded batches, exported as CSV.
// See docs/staff-tools.md#user-waitlist.

export const WAITLIST_PAGE = 50;
/** The most addresses one invitation request takes; the page sends larger selections in batches. */
export const WAITLIST_INVITE_BATCH = 25;
/** Rows per CSV chunk of the export. */
export const WAITLIST_EXPORT_CHUNK = 500;

export const WaitlistQuerySchema = z.object({
  /** An e-mail, first-name or last-name prefix; any letter case. */
  q: z.optional(z.string().check(z.maxLength(254))),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type WaitlistQuery = z.infer<typeof WaitlistQuerySchema>;

export const WaitlistEntrySchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The forms they signed up through: Newsletter, Email pop-up, Beta, Create Account… */
  sources: z.array(z.string()),
  /** The site pages those forms were on (paths). */
  pages: z.array(z.string()),
  created_at: z.string(),
  invited_at: z.nullable(z.string()),
  invited_by: z.nullable(z.string()),
  invite_count: z.number().check(z.int(), z.gte(0)),
  joined_at: z.nullable(z.string()),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistPageSchema = z.object({
  entries: z.array(WaitlistEntrySchema),
  /** Present while more may match: pass it back for the next page. */
  cursor: z.nullable(z.string()),
  /** At most how many contacts the server looked at for this page (a search filters the newest-first list). */
  scanned: z.number().check(z.int(), z.gte(0)),
});
export type WaitlistPage = z.infer<typeof WaitlistPageSchema>;

export const WaitlistExportSchema = z.object({
  /** RFC 4180 CSV; the first chunk (no cursor sent) starts with the heading row. */
  csv: z.string(),
  cursor: z.nullable(z.string()),
});
export type WaitlistExport = z.infer<typeof WaitlistExportSchema>;

export const InviteFromWaitlistBodySchema = z.object({
  emails: z
    .array(z.email('Not an e-mail address').check(z.maxLength(254)))
    .check(z.minLength(1, 'Choose someone to invite'), z.maxLength(WAITLIST_INVITE_BATCH, `At most ${WAITLIST_INVITE_BATCH} a request`)),
});
export type InviteFromWaitlistBody = z.infer<typeof InviteFromWaitlistBodySchema>;

export const InviteFromWaitlistResponseSchema = z.object({
  invited: z.array(WaitlistEntrySchema),
  /** Addresses not invited, with why (not on the list, already has an account, the e-mail failed). */
  skipped: z.array(z.object({ email: z.string(), reason: z.enum(['not_on_list', 'already_joined', 'send_failed']) })),
});
export type InviteFromWaitlistResponse = z.infer<typeof InviteFromWaitlistResponseSchema>;
