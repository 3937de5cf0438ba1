import { createConversions, type EntityItem } from 'electrodb';
import { MARKETING_CONTACT_LIMITS } from '#contracts/schemas/marketing.ts';
import { isConditionalFailure } from './conditional-failure.ts';
import type { CouponTerms } from './coupons.ts';
import { MarketingContactEntity } from './entities/marketing-contact.ts';
import { db } from './service.ts';

export type MarketingContactRecord = EntityItem<typeof MarketingContactEntity>;
/** `nameKey`: " first last" in lower case (docs/staff-tools.md#user-waitlist); `page`: the path the form was on. */
export type NewContact = {
  emailKey: string;
  email: string;
  firstName: string;
  lastName: string;
  nameKey: string;
  source: string;
  page?: string;
};
export type NewCoupon = CouponTerms & { code: string };

/**
 * Adds the contact and, for a new identity, its coupon in ONE transaction: the
 * contact's create is conditional on the identity being new, so a repeat (in
 * any letter case or with a tag: the key is the e-mail identity) cancels both
 * writes and can never get a second coupon. Returns false when the identity
 * was already known, after recording the repeat's source and page unless the
 * contact already keeps as many as MARKETING_CONTACT_LIMITS allow.
 */
export async function addContactOnce(newContact: NewContact, coupon: NewCoupon): Promise<boolean> {
  const createdAt = new Date().toISOString();
  const result = await db()
    .transaction.write(({ marketingContact, coupon: coupons }) => [
      marketingContact
        .create({
          emailKey: newContact.emailKey,
          email: newContact.email,
          firstName: newContact.firstName,
          lastName: newContact.lastName,
          nameKey: newContact.nameKey,
          sources: [newContact.source],
          ...(newContact.page ? { pages: [newContact.page] } : {}),
          createdAt,
        })
        .commit(),
      coupons.create({ ...coupon, kind: 'newsletter', ownerEmailKey: newContact.emailKey, createdAt }).commit(),
    ])
    .go();
  if (!result.canceled) return true;
  const existing = await getContact(newContact.emailKey);
  if (!existing) throw new Error('Marketing contact transaction was cancelled but the contact does not exist');
  await Promise.all([
    addSourceWithinLimit(newContact.emailKey, newContact.source),
    newContact.page ? addPageWithinLimit(newContact.emailKey, newContact.page) : null,
  ]);
  return false;
}

/**
 * The sources and pages are sets a caller adds to: each add is conditional on
 * the value being there already or the set holding fewer than its limit, so
 * the record stays bounded however many repeats come, also at once
 * (docs/security.md#bounded-records). A full set keeps what it has.
 */
async function addSourceWithinLimit(emailKey: string, source: string): Promise<void> {
  await ignoringFullSet(
    db()
      .entities.marketingContact.patch({ emailKey })
      .add({ sources: [source] })
      .where(
        ({ sources }, op) =>
          `${op.notExists(sources)} OR ${op.contains(sources, source)} OR ${op.size(sources)} < ${op.escape(MARKETING_CONTACT_LIMITS.sources)}`,
      )
      .go(),
  );
}

async function addPageWithinLimit(emailKey: string, page: string): Promise<void> {
  await ignoringFullSet(
    db()
      .entities.marketingContact.patch({ emailKey })
      .add({ pages: [page] })
      .where(
        ({ pages }, op) =>
          `${op.notExists(pages)} OR ${op.contains(pages, page)} OR ${op.size(pages)} < ${op.escape(MARKETING_CONTACT_LIMITS.pages)}`,
      )
      .go(),
  );
}

async function ignoringFullSet(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** Records that the newsletter coupon's e-mail went out, once. */
export async function markCouponSent(emailKey: string, at: string): Promise<void> {
  try {
    await db()
      .entities.marketingContact.patch({ emailKey })
      .set({ couponSentAt: at })
      .where((a, op) => op.notExists(a.couponSentAt))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

export async function getContact(emailKey: string) {
  const { data } = await db().entities.marketingContact.get({ emailKey }).go();
  return data;
}

/** Contacts looked at per DynamoDB request while searching, and requests per page at most. */
const SEARCH_STEP = 250;
const SEARCH_MAX_REQUESTS = 8;

export type ContactPage = { contacts: MarketingContactRecord[]; cursor: string | null; scanned: number };

/**
 * Newest first (gsi1), a page at a time. With `search` (already normalised),
 * keeps contacts whose e-mail key starts with it or whose name key has a word
 * starting with it: a filter over the newest-first list, so one call reads at
 * most SEARCH_STEP × SEARCH_MAX_REQUESTS contacts and may return fewer than
 * `limit` with a cursor to go on (docs/staff-tools.md#user-waitlist).
 */
export async function listContactsNewestFirst(options: { search: string; cursor: string | null; limit: number }): Promise<ContactPage> {
  const entity = db().entities.marketingContact;
  const { search, limit } = options;
  if (!search) {
    const { data, cursor } = await entity.query.byCreated({}).go({ order: 'desc', limit, cursor: options.cursor });
    return { contacts: data, cursor: cursor ?? null, scanned: data.length };
  }
  const found: MarketingContactRecord[] = [];
  let cursor = options.cursor;
  let scanned = 0;
  for (let request = 0; request < SEARCH_MAX_REQUESTS && found.length < limit; request++) {
    const page = await entity.query
      .byCreated({})
      .where((a, op) => `${op.begins(a.emailKey, search)} OR ${op.contains(a.nameKey, ` ${search}`)}`)
      .go({ order: 'desc', limit: SEARCH_STEP, cursor });
    scanned += SEARCH_STEP;
    for (const contact of page.data) found.push(contact);
    cursor = page.cursor ?? null;
    if (!cursor) break;
  }
  if (found.length > limit) {
    // The last request matched more than the page holds: go on after the last one kept.
    found.length = limit;
    const last = found[limit - 1]!;
    cursor = createConversions(MarketingContactEntity).byAccessPattern.byCreated.fromComposite.toCursor({
      emailKey: last.emailKey,
      createdAt: last.createdAt,
    });
  }
  return { contacts: found, cursor, scanned };
}

/** Records an invitation; null when the contact is not on the list (any more). */
export async function markContactInvited(emailKey: string, by: string, at: string): Promise<MarketingContactRecord | null> {
  try {
    const { data } = await db()
      .entities.marketingContact.patch({ emailKey })
      .set({ invitedAt: at, invitedBy: by })
      .add({ inviteCount: 1 })
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/** Marks the contact with this address as having created an account, once; nothing when the address is not on the list. */
export async function markContactJoined(emailKey: string, at: string): Promise<void> {
  try {
    await db()
      .entities.marketingContact.patch({ emailKey })
      .set({ joinedAt: at })
      .where((a, op) => op.notExists(a.joinedAt))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}
