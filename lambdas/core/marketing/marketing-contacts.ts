import { randomBytes } from 'node:crypto';
import {
  NEWSLETTER_COUPON_MAILS_PER_DAY,
  type AddMarketingContactBody,
  type AddMarketingContactResponse,
} from '#contracts/schemas/marketing.ts';
import { listCouponsOfOwner } from '../db/coupons.ts';
import { countUnlessOverLimit, utcDay } from '../db/daily-counts.ts';
import { addContactOnce, getContact, markCouponSent } from '../db/marketing-contacts.ts';
import type { Mailer } from '../notifications/mailer.ts';
import { logEvent } from '#lambdas/telemetry/log-port.ts';
import { newsletterCouponEmail } from './coupon-email.ts';
import { NEWSLETTER_COUPON, couponCode, isNewsletterCoupon, shouldIssueCoupon } from './coupon-rules.ts';
import { emailKey } from './email-key.ts';
import { nameSearchKey } from './waitlist.ts';

// PUT /add-marketing-contact (public): one contact per e-mail identity; a new
// identity gets the newsletter coupon in the same write, e-mailed to the
// address typed and never returned, and the answer is the same for a new and
// a known address (docs/security.md#newsletter-coupon).

export async function addMarketingContact(
  body: AddMarketingContactBody,
  mailer: Mailer,
  now = new Date(),
): Promise<AddMarketingContactResponse> {
  const email = body.email.trim();
  const key = emailKey(email);
  const code = couponCode(randomBytes(8));
  const firstTime = await addContactOnce(
    {
      emailKey: key,
      email,
      firstName: body.first_name,
      lastName: body.last_name,
      nameKey: nameSearchKey(body.first_name, body.last_name),
      source: body.source,
      ...(body.page ? { page: body.page } : {}),
    },
    { code, ...NEWSLETTER_COUPON },
  );
  if (shouldIssueCoupon(firstTime)) await sendCoupon(mailer, key, { to: email, firstName: body.first_name, code }, now);
  else await sendCouponNotSentYet(mailer, key, now);
  return { email };
}

/**
 * The coupon's e-mail, within the store's daily allowance of them: anyone can
 * type addresses, and mail sent for strangers must not use up the sending
 * quota order e-mails need. A failure or a spent allowance is logged and
 * leaves the contact unmarked, so the next sign-up of that identity sends it.
 */
async function sendCoupon(mailer: Mailer, key: string, coupon: { to: string; firstName: string; code: string }, now: Date): Promise<void> {
  const allowance = {
    scope: 'newsletter-coupon-mail' as const,
    subject: 'store',
    day: utcDay(now),
    limit: NEWSLETTER_COUPON_MAILS_PER_DAY,
  };
  if (!(await countUnlessOverLimit(allowance))) {
    logEvent('warn', "newsletter coupon e-mail held back: the day's allowance is spent", { to: coupon.to });
    return;
  }
  try {
    await mailer.send(newsletterCouponEmail(coupon.to, coupon.firstName, coupon.code));
  } catch (error) {
    logEvent('error', 'newsletter coupon e-mail not sent', { to: coupon.to, error: String(error) });
    return;
  }
  await markCouponSent(key, new Date().toISOString());
}

/**
 * A known identity whose coupon e-mail never went out (it failed, or was held back) gets it now,
 * at the address first typed; one that went out is never sent again, so the
 * form cannot be used to mail anyone over and over.
 */
async function sendCouponNotSentYet(mailer: Mailer, key: string, now: Date): Promise<void> {
  const contact = await getContact(key);
  if (!contact || contact.couponSentAt) return;
  const coupon = (await listCouponsOfOwner(key)).find((c) => isNewsletterCoupon(c) && !c.consumedAt);
  if (!coupon) return;
  await sendCoupon(mailer, key, { to: contact.email, firstName: contact.firstName ?? '', code: coupon.code }, now);
}
