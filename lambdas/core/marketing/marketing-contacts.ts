import { randomBytes } from 'node:crypto';
import type { AddMarketingContactBody } from '#contracts/schemas/marketing.ts';
import { addContactOnce } from '../db/marketing-contacts.ts';
import { NEWSLETTER_COUPON, couponCode, emailKey, shouldIssueCoupon } from './coupon-rules.ts';
import { nameSearchKey } from './waitlist.ts';

export { emailKey };

/** Stores the contact; a first-time address gets the newsletter coupon in the same write. */
export async function addMarketingContact(body: AddMarketingContactBody) {
  const code = couponCode(randomBytes(8));
  const firstTime = await addContactOnce(
    {
      emailKey: emailKey(body.email),
      email: body.email.trim(),
      firstName: body.first_name,
      lastName: body.last_name,
      nameKey: nameSearchKey(body.first_name, body.last_name),
      source: body.source,
      ...(body.page ? { page: body.page } : {}),
    },
    { code, ...NEWSLETTER_COUPON },
  );
  return { email: body.email.trim(), first_time: firstTime, coupon_code: shouldIssueCoupon(firstTime) ? code : null };
}
