import { createConversions, type EntityItem } from 'electrodb';
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
 * Adds the contact and, for a new address, its coupon in ONE transaction: the
 * contact's create is conditional on the address being new, so a repeat (in
 * any letter case, the key is lower-cased) cancels both writes and can never
 * get a second coupon. Returns false (and records the source) when the
 * address was already known.
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
  await db()
    .entities.marketingContact.update({ emailKey: newContact.emailKey })
    .add({ sources: [newContact.source], ...(newContact.page ? { pages: [newContact.page] } : {}) })
    .go();
  return false;
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
