import { csvLine } from '#contracts/csv-text.ts';
import type {
  InviteFromWaitlistBody,
  InviteFromWaitlistResponse,
  WaitlistEntry,
  WaitlistExport,
  WaitlistPage,
  WaitlistQuery,
} from '#contracts/schemas/waitlist.ts';
import { WAITLIST_EXPORT_CHUNK, WAITLIST_PAGE } from '#contracts/schemas/waitlist.ts';
import { requireIdentity, type Actor } from '../actor.ts';
import { getContact, listContactsNewestFirst, markContactInvited, type MarketingContactRecord } from '../db/marketing-contacts.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../notifications/mailer.ts';
import { emailKey } from './email-key.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';

// The user waitlist (docs/staff-tools.md#user-waitlist): the newsletter and
// beta list, newest first, searched on the server; invitations to create an
// account; a CSV export in chunks.

/** A search as stored keys are: trimmed, lower case, single spaces. */
export function normaliseWaitlistSearch(query: string | undefined): string {
  return (query ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** " first last" in lower case: a search matches the start of either name. */
export function nameSearchKey(firstName: string, lastName: string): string {
  return ` ${normaliseWaitlistSearch(`${firstName} ${lastName}`)}`;
}

export function toWaitlistEntry(item: MarketingContactRecord): WaitlistEntry {
  return {
    email: item.email,
    first_name: item.firstName ?? '',
    last_name: item.lastName ?? '',
    sources: [...(item.sources ?? [])].sort(),
    pages: [...(item.pages ?? [])].sort(),
    created_at: item.createdAt,
    invited_at: item.invitedAt ?? null,
    invited_by: item.invitedBy ?? null,
    invite_count: item.inviteCount ?? 0,
    joined_at: item.joinedAt ?? null,
  };
}

export async function listWaitlist(query: WaitlistQuery): Promise<WaitlistPage> {
  const page = await listContactsNewestFirst({
    search: normaliseWaitlistSearch(query.q),
    cursor: query.cursor ?? null,
    limit: WAITLIST_PAGE,
  });
  return { entries: page.contacts.map(toWaitlistEntry), cursor: page.cursor, scanned: page.scanned };
}

export const WAITLIST_CSV_HEADINGS = [
  'email',
  'first_name',
  'last_name',
  'sources',
  'pages',
  'signed_up_at',
  'invited_at',
  'invited_by',
  'invite_count',
  'joined_at',
] as const;

export function waitlistCsvRow(entry: WaitlistEntry): string {
  return csvLine([
    entry.email,
    entry.first_name,
    entry.last_name,
    entry.sources.join('; '),
    entry.pages.join('; '),
    entry.created_at,
    entry.invited_at ?? '',
    entry.invited_by ?? '',
    entry.invite_count,
    entry.joined_at ?? '',
  ]);
}

/** One chunk of the export; the first (no cursor) starts with the heading row. */
export async function exportWaitlist(query: WaitlistQuery): Promise<WaitlistExport> {
  const page = await listContactsNewestFirst({
    search: normaliseWaitlistSearch(query.q),
    cursor: query.cursor ?? null,
    limit: WAITLIST_EXPORT_CHUNK,
  });
  let csv = query.cursor ? '' : csvLine(WAITLIST_CSV_HEADINGS);
  for (const contact of page.contacts) csv += waitlistCsvRow(toWaitlistEntry(contact));
  return { csv, cursor: page.cursor };
}

/** The auth screen in sign-up mode with the address filled in (web paths: /my-account, ?signUp=true). */
export function signUpLink(siteUrl: string, email: string): string {
  const url = new URL('/my-account', siteUrl);
  url.searchParams.set('signUp', 'true');
  url.searchParams.set('email', email);
  return url.toString();
}

export function invitationEmail(entry: Pick<WaitlistEntry, 'email' | 'first_name'>, link: string) {
  const greeting = entry.first_name ? `Hello ${entry.first_name},` : 'Hello,';
  return {
    to: entry.email,
    subject: 'Your invitation to Copperline',
    text: [
      greeting,
      '',
      'You signed up to hear from us, and your place has come up: you are invited to create a Copperline account.',
      '',
      `Create your account: ${link}`,
      '',
      'Use this e-mail address when you sign up. If you did not expect this e-mail, you can ignore it.',
      '',
      'Copperline',
    ].join('\n'),
  };
}

/** The site's origin: a configured SITE_URL, else the Origin the Admin's browser sent. */
export function resolveSiteUrl(configured: string | undefined, origin: string | undefined): string {
  for (const candidate of [configured, origin]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // not a URL: try the next
    }
  }
  throw new AppError('site_url_unknown');
}

/**
 * Invites up to WAITLIST_INVITE_BATCH addresses: each gets the e-mail with its
 * sign-up link, then is marked invited (by whom, when, how often). Someone
 * not on the list, who already has an account or whose e-mail could not be
 * sent is skipped (and reported). One contact at a
 * time, so a failure part-way leaves every earlier invitation recorded.
 */
export async function inviteFromWaitlist(
  actor: Actor,
  body: InviteFromWaitlistBody,
  siteUrl: string,
  mailer: Mailer,
): Promise<InviteFromWaitlistResponse> {
  const staff = requireIdentity(actor);
  const by = staff.email || staff.sub;
  const keys = [...new Set(body.emails.map(emailKey))];
  const result: InviteFromWaitlistResponse = { invited: [], skipped: [] };
  for (const key of keys) {
    const contact = await getContact(key);
    if (!contact) {
      result.skipped.push({ email: key, reason: 'not_on_list' });
      continue;
    }
    if (contact.joinedAt) {
      result.skipped.push({ email: contact.email, reason: 'already_joined' });
      continue;
    }
    try {
      await mailer.send(invitationEmail(toWaitlistEntry(contact), signUpLink(siteUrl, contact.email)));
    } catch (error) {
      logEvent('error', 'invitation not sent', { to: contact.email, error: String(error) });
      result.skipped.push({ email: contact.email, reason: 'send_failed' });
      continue;
    }
    const marked = await markContactInvited(key, by, new Date().toISOString());
    if (marked) result.invited.push(toWaitlistEntry(marked));
    else result.skipped.push({ email: contact.email, reason: 'not_on_list' });
  }
  return result;
}
