import { describe, expect, inject, it } from 'vitest';
import { NEWSLETTER_COUPON_MAILS_PER_DAY } from '#contracts/schemas/marketing.ts';
import type { Mailer } from '#lambdas/core/notifications/mailer.ts';
import { uniqueEmail } from '../support/checkout.ts';
import { api } from '../support/identities.ts';
import { couponMailedTo, outboxTo } from '../support/outbox.ts';
import { useStackEnv } from '../support/store-env.ts';

// PUT /api/add-marketing-contact (public): the newsletter coupon of a new
// e-mail identity is e-mailed to the address typed, never answered; the answer
// is the same for a known address (docs/security.md#newsletter-coupon).

useStackEnv();
const { addMarketingContact } = await import('#lambdas/core/marketing/marketing-contacts.ts');
const { sesMailer } = await import('#lambdas/core/aws/ses-mailer.ts');
const { db } = await import('#lambdas/core/db/service.ts');

const outbox = () => inject('stack').dataDir;

describe('PUT /api/add-marketing-contact e-mails the newsletter coupon once per e-mail identity', () => {
  it('mails a first-time address its coupon and answers without it; a repeat in any letter case gets the same answer and no mail', async () => {
    const email = uniqueEmail('Coupon', 'Example.com');
    const first = await api('PUT', '/api/add-marketing-contact', { body: { email, source: 'Newsletter' } });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ email });
    const code = couponMailedTo(outbox(), email);
    expect(code).toMatch(/^CL100-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [mail] = outboxTo(outbox(), email);
    expect(mail!.text).toContain('$100.00 off your first order over $200.00');

    const again = await api('PUT', '/api/add-marketing-contact', { body: { email: email.toUpperCase(), source: 'Email pop-up' } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ email: email.toUpperCase() });
    expect(outboxTo(outbox(), email.toUpperCase())).toEqual([]);
    expect(outboxTo(outbox(), email)).toHaveLength(1);
  });

  it('under concurrent submissions of variants of one Gmail mailbox, exactly one coupon is mailed', async () => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const variants = [`race.${stamp}@gmail.com`, `RACE${stamp}@gmail.com`, `r.a.c.e${stamp}+x@googlemail.com`, `race${stamp}+y@gmail.com`];
    const answers = await Promise.all(
      variants.map((email) => api('PUT', '/api/add-marketing-contact', { body: { email, source: 'Newsletter' } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.json)).toEqual(variants.map((email) => ({ email })));
    expect(variants.flatMap((email) => outboxTo(outbox(), email))).toHaveLength(1);
  });

  it('a coupon e-mail that failed goes out with the next sign-up of that identity, once', async () => {
    const email = uniqueEmail('mail-down');
    const down: Mailer = { send: () => Promise.reject(new Error('SES is down')) };
    await expect(addMarketingContact({ email, first_name: 'Ada', last_name: '', source: 'Newsletter' }, down)).resolves.toEqual({ email });
    expect(outboxTo(outbox(), email)).toEqual([]);
    // The next sign-up (a tagged variant, say) sends the coupon kept for the identity, to the address first typed…
    await addMarketingContact({ email: email.replace('@', '+again@'), first_name: '', last_name: '', source: 'Email pop-up' }, sesMailer);
    const code = couponMailedTo(outbox(), email);
    expect(code).toMatch(/^CL100-/);
    // …and never again after that.
    await addMarketingContact({ email, first_name: '', last_name: '', source: 'Beta' }, sesMailer);
    expect(outboxTo(outbox(), email)).toHaveLength(1);
  });

  it('mails at most NEWSLETTER_COUPON_MAILS_PER_DAY coupons a day store-wide; one held back goes out with a later sign-up', async () => {
    // A day of this test's own, its allowance all but spent: ten new addresses at once, one slot left.
    const day = new Date('2041-06-15T12:00:00Z');
    await db()
      .entities.dailyCount.put({
        scope: 'newsletter-coupon-mail',
        subject: 'store',
        day: '2041-06-15',
        count: NEWSLETTER_COUPON_MAILS_PER_DAY - 1,
      })
      .go();
    const emails = Array.from({ length: 10 }, (_, nth) => uniqueEmail(`allowance-${nth}`));
    const answers = await Promise.all(
      emails.map((email) => addMarketingContact({ email, first_name: '', last_name: '', source: 'Newsletter' }, sesMailer, day)),
    );
    expect(answers).toEqual(emails.map((email) => ({ email })));
    const mailed = emails.filter((email) => couponMailedTo(outbox(), email));
    expect(mailed).toHaveLength(1);
    // The next day, a held-back identity's next sign-up sends its coupon.
    const heldBack = emails.find((email) => !mailed.includes(email))!;
    const nextDay = new Date('2041-06-16T08:00:00Z');
    await addMarketingContact({ email: heldBack, first_name: '', last_name: '', source: 'Beta' }, sesMailer, nextDay);
    expect(couponMailedTo(outbox(), heldBack)).toMatch(/^CL100-/);
  });
});
