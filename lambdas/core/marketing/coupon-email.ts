import { formatCents } from '#contracts/money.ts';
import type { EmailMessage } from '../notifications/mailer.ts';
import { NEWSLETTER_COUPON } from './coupon-rules.ts';

// The newsletter coupon travels only in this e-mail, to the address typed: whoever typed
// someone else's address gets nothing (docs/security.md#newsletter-coupon).

export const NEWSLETTER_COUPON_SUBJECT = 'Your Copperline coupon';

export function newsletterCouponEmail(to: string, firstName: string, code: string): EmailMessage {
  const off = formatCents(NEWSLETTER_COUPON.amountOffCents);
  const over = formatCents(NEWSLETTER_COUPON.minimumOrderCents);
  return {
    to,
    subject: NEWSLETTER_COUPON_SUBJECT,
    text: [
      firstName ? `Hello ${firstName},` : 'Hello,',
      '',
      'Thanks for signing up to hear from Copperline. Here is your coupon:',
      '',
      `    ${code}`,
      '',
      `It takes ${off} off your first order over ${over} (boards, before shipping). It works once, for an account with this e-mail address, and once per payment card.`,
      '',
      'If you did not sign up, you can ignore this e-mail.',
      '',
      'Copperline',
    ].join('\n'),
  };
}
