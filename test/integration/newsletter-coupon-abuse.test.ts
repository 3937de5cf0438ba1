import { beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type PlaceOrderBody } from '#contracts/schemas/orders.ts';
import {
  cartUpdate,
  checkoutPorts,
  fakeCardProcessor,
  identityOf,
  newsletterSignUp,
  newUser,
  SPRINGFIELD,
  uniqueEmail,
  uploadPurchaseOrder,
} from '../support/checkout.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';

// Each way around "one newsletter coupon per mailbox, per card, on a first
// order" (docs/security.md#newsletter-coupon, #first-orders), through the core
// against the local emulators: the coupon travels only by e-mail (the local
// outbox), the checkout's transaction holds the rules.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const cardPayment = await import('#lambdas/core/checkout/card-payment.ts');
const staffMoves = await import('#lambdas/core/orders/order-state-changes.ts');
const { createStaffCoupon } = await import('#lambdas/core/marketing/staff-coupons.ts');
const { getCoupon } = await import('#lambdas/core/db/coupons.ts');
const { getNewsletterCard } = await import('#lambdas/core/db/newsletter-cards.ts');

type Ports = Awaited<ReturnType<typeof checkoutPorts>>;
type User = { userId: string; email: string };
let ports: Ports;
let admin: ReturnType<typeof identityOf>;

beforeAll(async () => {
  ports = await checkoutPorts();
  admin = identityOf(await newUser('coupon-admin'), ['Admin']);
});

/**
 * A cart of 100 boards (well over the coupon's $200) picked up at the workshop, with these coupon codes, on the economy
 * lead time: a dozen such orders would fill the standard one's day, which other files' orders share.
 */
async function cartWith(user: User, codes: readonly string[], withPorts: Ports = ports): Promise<ShoppingCart> {
  const boardId = await processedBoard(user.userId, 'coupon.zip', undefined, 100);
  const current = await cart.getShoppingCart(user.userId, withPorts);
  return cart.updateShoppingCart(
    user.userId,
    cartUpdate(current, {
      items: [{ board_id: boardId }],
      shipping_address: SPRINGFIELD,
      shipping_rate: null,
      pickup_info: current.pickup_locations[0]!,
      coupons_applied: codes.map((id) => ({ id })),
      lead_time_id: 'economy',
    }),
    withPorts,
  );
}

const seenOf = (ready: ShoppingCart) => ({
  idempotency_key: ready.next_order_id,
  cart_version: ready.version,
  board_versions: boardVersionsOf(ready),
  expected_total_cents: ready.order_total,
});

async function byPurchaseOrder(user: User, ready: ShoppingCart) {
  const body: PlaceOrderBody = {
    ...seenOf(ready),
    payment: {
      method: 'Purchase order',
      purchase_order_number: 'PO-1',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrder(user.userId),
    },
  };
  return checkout.placeOrder(identityOf(user), user.userId, body, ports);
}

/** Authorises the cart's total, confirms it in the "browser" with `card` (a fingerprint; none: no card) and places the order. */
async function byCard(user: User, ready: ShoppingCart, processor: ReturnType<typeof fakeCardProcessor>, card?: string) {
  const withCard = { ...ports, cardPayments: processor.port, cardPaymentsAvailable: true };
  const seen = seenOf(ready);
  const auth = await cardPayment.authorizeCardPayment(user.userId, { ...seen, attempt_id: crypto.randomUUID() }, withCard);
  processor.confirm(auth.payment_intent_id, card);
  const placed = checkout.placeOrder(
    identityOf(user),
    user.userId,
    { ...seen, payment: { method: 'Card', payment_intent_id: auth.payment_intent_id } },
    withCard,
  );
  return { placed, intentId: auth.payment_intent_id, withCard };
}

/** A staff coupon for first orders only, $10 off. */
async function firstOrderStaffCoupon(): Promise<string> {
  const code = `FIRST${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  await createStaffCoupon(admin, {
    code,
    amount_off_cents: 1_000,
    minimum_order_cents: 0,
    first_order_only: true,
    max_uses: null,
    expires_on: null,
  });
  return code;
}

const problemOf = (ready: ShoppingCart, code: string) => ready.coupon_results.find((r) => r.id === code)?.problem ?? null;

describe('one newsletter coupon per mailbox', () => {
  it('me+1@: a tagged variant gets no coupon of its own, and its new account no new first order', async () => {
    const mailbox = uniqueEmail('ada');
    const [local, domain] = mailbox.split('@') as [string, string];
    const code = await newsletterSignUp(mailbox);
    expect(code).toMatch(/^CL100-/);
    for (const variant of [`${local}+1@${domain}`, `${local}+2@${domain}`, `${local}+coupon+again@${domain}`]) {
      expect(await newsletterSignUp(variant), variant).toBeNull();
    }

    // The mailbox's first order, with its coupon, from the first account.
    const first = await newUser('ada', mailbox);
    const order = await byPurchaseOrder(first, await cartWith(first, [code!]));
    expect(order.coupons_applied).toEqual([{ id: code, discount_cents: 10_000 }]);

    // A new account under me+1@ is the same mailbox: no first order left, for any first-order coupon.
    const tagged = await newUser('ada', `${local}+1@${domain}`);
    const staffFirst = await firstOrderStaffCoupon();
    const again = await cartWith(tagged, [code!, staffFirst]);
    expect(again.state).toBe('Cart has issues');
    expect(problemOf(again, code!)).toBe('This coupon has already been used.');
    expect(problemOf(again, staffFirst)).toBe('This coupon is for a first order only.');
    await expect(byPurchaseOrder(tagged, again)).rejects.toMatchObject({ code: 'cart_has_issues' });
  });

  it('dots at Gmail and googlemail.com: one mailbox, one coupon, one first order', async () => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const code = await newsletterSignUp(`ada.lovelace.${stamp}@gmail.com`);
    expect(code).toMatch(/^CL100-/);
    for (const variant of [`adalovelace${stamp}@gmail.com`, `a.d.a.lovelace${stamp}+x@googlemail.com`, `AdaLovelace${stamp}@GMAIL.com`]) {
      expect(await newsletterSignUp(variant), variant).toBeNull();
    }
    // An account with the dotless spelling is the same mailbox: the coupon is its own, once.
    const dotless = await newUser('ada', `adalovelace${stamp}@gmail.com`);
    await byPurchaseOrder(dotless, await cartWith(dotless, [code!]));
    const googlemail = await newUser('ada', `ada.love.lace${stamp}@googlemail.com`);
    const staffFirst = await firstOrderStaffCoupon();
    expect(problemOf(await cartWith(googlemail, [staffFirst]), staffFirst)).toBe('This coupon is for a first order only.');
  });

  it('letter case: one coupon, mailed to the address as first typed', async () => {
    const mailbox = uniqueEmail('Ada.Case', 'Example.COM');
    const code = await newsletterSignUp(mailbox);
    expect(code).toMatch(/^CL100-/);
    expect(await newsletterSignUp(mailbox.toLowerCase())).toBeNull();
    expect(await newsletterSignUp(mailbox.toUpperCase())).toBeNull();
    const account = await newUser('ada', mailbox.toLowerCase());
    expect(problemOf(await cartWith(account, [code!]), code!)).toBeNull();
  });

  it("someone else's address typed first: the coupon goes to that mailbox, the typer gets nothing and cannot use it", async () => {
    const victimMailbox = uniqueEmail('victim');
    const eve = await newUser('eve');
    // Eve types the victim's address (with a tag, to make it "new"): the answer carries no code…
    const { addMarketingContact } = await import('#lambdas/core/marketing/marketing-contacts.ts');
    const { sesMailer } = await import('#lambdas/core/aws/ses-mailer.ts');
    const typed = victimMailbox.replace('@', '+eve@');
    const answer = await addMarketingContact({ email: typed, first_name: 'Eve', last_name: '', source: 'Email pop-up' }, sesMailer);
    expect(answer).toEqual({ email: typed });
    // …the code went to the victim's mailbox, and nothing to Eve.
    const { couponMailedTo, outboxTo } = await import('../support/outbox.ts');
    const { inject } = await import('vitest');
    const code = couponMailedTo(inject('stack').dataDir, typed);
    expect(code).toMatch(/^CL100-/);
    expect(outboxTo(inject('stack').dataDir, eve.email)).toEqual([]);
    // Even knowing the code, Eve's account cannot use it; the victim's can, and signing up later sends nothing twice.
    expect(problemOf(await cartWith(eve, [code!]), code!)).toBe('This coupon belongs to another e-mail address.');
    expect(await newsletterSignUp(victimMailbox)).toBeNull();
    const victim = await newUser('victim', victimMailbox);
    expect(problemOf(await cartWith(victim, [code!]), code!)).toBeNull();
  });
});

describe('one newsletter coupon per payment card', () => {
  it('the same card on a second account, with that account’s own coupon, is refused and its authorisation released', async () => {
    const processor = fakeCardProcessor();
    const card = `fp_${Date.now()}`;
    const first = await newUser('card-a');
    const second = await newUser('card-b');
    const [firstCode, secondCode] = [await newsletterSignUp(first.email), await newsletterSignUp(second.email)];

    const withCard = { ...ports, cardPayments: processor.port, cardPaymentsAvailable: true };
    const paid = await byCard(first, await cartWith(first, [firstCode!], withCard), processor, card);
    const order = await paid.placed;
    expect(order.coupons_applied).toEqual([{ id: firstCode, discount_cents: 10_000 }]);
    expect(await getCoupon(firstCode!)).toMatchObject({ consumedByOrderId: order.order_id, consumedCardFingerprint: card });
    expect(await getNewsletterCard(card)).toMatchObject({ orderId: order.order_id, userId: first.userId, code: firstCode });

    const secondCart = await cartWith(second, [secondCode!], withCard);
    const refused = await byCard(second, secondCart, processor, card);
    await expect(refused.placed).rejects.toMatchObject({ code: 'newsletter_coupon_card_used', status: 409 });
    expect(processor.intents.get(refused.intentId)?.status).toBe('canceled');
    expect(await getCoupon(secondCode!)).not.toHaveProperty('consumedAt');

    // Another card pays for the second account's coupon.
    const otherCard = await byCard(second, await cart.getShoppingCart(second.userId, withCard), processor, `${card}_other`);
    expect((await otherCard.placed).coupons_applied).toEqual([{ id: secondCode, discount_cents: 10_000 }]);
  });

  it('two accounts paying with one card at the same moment: exactly one gets the coupon', async () => {
    const processor = fakeCardProcessor();
    const card = `fp_race_${Date.now()}`;
    const withCard = { ...ports, cardPayments: processor.port, cardPaymentsAvailable: true };
    const users = [await newUser('race-a'), await newUser('race-b'), await newUser('race-c')];
    const carts = await Promise.all(users.map(async (user) => cartWith(user, [(await newsletterSignUp(user.email))!], withCard)));
    const attempts = await Promise.all(users.map((user, i) => byCard(user, carts[i]!, processor, card)));
    const results = await Promise.allSettled(attempts.map((a) => a.placed));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const lost of results.filter((r) => r.status === 'rejected')) {
      expect((lost as PromiseRejectedResult).reason).toMatchObject({ code: 'newsletter_coupon_card_used' });
    }
    expect(attempts.map((a) => processor.intents.get(a.intentId)?.status).sort()).toEqual(['canceled', 'canceled', 'succeeded']);
  });

  it('a payment method with no card cannot carry the newsletter coupon', async () => {
    const processor = fakeCardProcessor();
    const user = await newUser('no-card');
    const withCard = { ...ports, cardPayments: processor.port, cardPaymentsAvailable: true };
    const attempt = await byCard(user, await cartWith(user, [(await newsletterSignUp(user.email))!], withCard), processor);
    await expect(attempt.placed).rejects.toMatchObject({ code: 'newsletter_coupon_needs_card', status: 400 });
    expect(processor.intents.get(attempt.intentId)?.status).toBe('canceled');
  });

  it('canceling the order gives the card back with the coupon and the first order', async () => {
    const processor = fakeCardProcessor();
    const card = `fp_cancel_${Date.now()}`;
    const user = await newUser('card-cancel');
    const code = await newsletterSignUp(user.email);
    const withCard = { ...ports, cardPayments: processor.port, cardPaymentsAvailable: true };
    const order = await (await byCard(user, await cartWith(user, [code!], withCard), processor, card)).placed;
    await staffMoves.changeOrderState(admin, order.order_id, { kind: 'order', to: 'Canceled', version: order.version, note: '' }, withCard);
    expect(await getNewsletterCard(card)).toBeNull();
    expect(await getCoupon(code!)).not.toHaveProperty('consumedCardFingerprint');
    // The same card, account and coupon order again: it is a first order once more.
    const again = await (await byCard(user, await cartWith(user, [code!], withCard), processor, card)).placed;
    expect(again.coupons_applied).toEqual([{ id: code, discount_cents: 10_000 }]);
    expect(await getNewsletterCard(card)).toMatchObject({ orderId: again.order_id });
  });
});
