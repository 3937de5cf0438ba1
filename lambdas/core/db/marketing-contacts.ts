import { db } from './service.ts';
import type { CouponTerms } from '../marketing/coupon-rules.ts';

export type NewContact = { emailKey: string; email: string; firstName: string; lastName: string; source: string };
export type NewCoupon = CouponTerms & { code: string };

/**
 * Adds the contact and, for a new address, its coupon in ONE transaction: the
 * contact's create is conditional on the address being new, so a repeat (in
 * any letter case, the key is lower-cased) cancels both writes and can never
 * get a second coupon. Returns false (and records the source) when the
 * address was already known.
 */
export async function addContactOnce(c: NewContact, coupon: NewCoupon): Promise<boolean> {
  const createdAt = new Date().toISOString();
  const result = await db()
    .transaction.write(({ marketingContact, coupon: coupons }) => [
      marketingContact
        .create({ emailKey: c.emailKey, email: c.email, firstName: c.firstName, lastName: c.lastName, sources: [c.source], createdAt })
        .commit(),
      coupons.create({ ...coupon, kind: 'newsletter', ownerEmailKey: c.emailKey, createdAt }).commit(),
    ])
    .go();
  if (!result.canceled) return true;
  const existing = await getContact(c.emailKey);
  if (!existing) throw new Error('Marketing contact transaction was cancelled but the contact does not exist');
  await db().entities.marketingContact.update({ emailKey: c.emailKey }).add({ sources: [c.source] }).go();
  return false;
}

export async function getContact(emailKey: string) {
  const { data } = await db().entities.marketingContact.get({ emailKey }).go();
  return data;
}
