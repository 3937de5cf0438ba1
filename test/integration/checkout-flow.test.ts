import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { outboxTo } from '../support/outbox.ts';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type PlaceOrderBody } from '#contracts/schemas/orders.ts';
import {
  cartUpdate,
  catalogPartInTable,
  checkoutPorts,
  fakeCardProcessor,
  handPlacePart,
  identityOf,
  newUser,
  quotedAtStock,
  SPRINGFIELD,
  uploadPurchaseOrder,
} from '../support/checkout.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';

// The whole cart → order flow in the core, against the local emulators with no
// HTTP in between: a customer fills a cart, applies the newsletter coupon and
// checks out by purchase order; one transaction makes the order, consumes the
// coupon, takes the parts from stock, orders the boards and empties the cart;
// retries and twins make exactly one order.

/** Stock as a quote read it before other carts held the part, by part id (quotedAtStock sets it around a race). */
const asQuoted = vi.hoisted(() => new Map<string, number>());
vi.mock('../../lambdas/core/db/parts.ts', async (importOriginal) => {
  const { partsAsQuoted } = await import('../support/checkout.ts');
  return partsAsQuoted(await importOriginal(), asQuoted);
});

useStackEnv();
// Integration files share one module graph: the core is loaded afresh, so it reads the parts table through the mock above.
vi.resetModules();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const cardPayment = await import('#lambdas/core/checkout/card-payment.ts');
const orders = await import('#lambdas/core/orders/orders.ts');
const boards = await import('#lambdas/core/db/boards.ts');
const coupons = await import('#lambdas/core/db/coupons.ts');
const inventory = await import('#lambdas/core/db/inventory.ts');
const parts = await import('#lambdas/core/db/parts.ts');
const marketing = await import('#lambdas/core/marketing/marketing-contacts.ts');
const orderRecords = await import('#lambdas/core/db/orders.ts');

const outbox = (to: string) => outboxTo(inject('stack').dataDir, to);

/** A customer with a ready cart: `quantity` boards of one processed board (placing 3 of `partId` each when given), shipped to Springfield by Ground. */
async function readyCart(name: string, quantity: number, ports: Awaited<ReturnType<typeof checkoutPorts>>, partId?: string) {
  const user = await newUser(name);
  const boardId = await processedBoard(user.userId, undefined, undefined, quantity);
  if (partId) await handPlacePart(boardId, partId, 3);
  let current = await cart.getShoppingCart(user.userId, ports);
  current = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(current, { items: [{ board_id: boardId }], shipping_address: SPRINGFIELD }),
    ports,
  );
  current = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(current, { shipping_rate: current.shipping_rates.find((r) => r.rate_id === 'ground')! }),
    ports,
  );
  return { user, boardId, cart: current };
}

async function purchaseOrderCheckout(
  userId: string,
  cart: Pick<ShoppingCart, 'next_order_id' | 'version' | 'order_total' | 'items'>,
): Promise<PlaceOrderBody> {
  return {
    idempotency_key: cart.next_order_id,
    cart_version: cart.version,
    board_versions: boardVersionsOf(cart),
    expected_total_cents: cart.order_total,
    payment: {
      method: 'Purchase order',
      purchase_order_number: 'PO-4711',
      send_invoice_to: 'accounts@example.com',
      upload_id: await uploadPurchaseOrder(userId),
    },
  };
}

let ports: Awaited<ReturnType<typeof checkoutPorts>>;
beforeAll(async () => {
  ports = await checkoutPorts();
});

describe('cart → order, by purchase order, with the newsletter coupon', () => {
  it('places one order that keeps the quotes and consumes the coupon, orders the board, empties the cart and e-mails the customer', async () => {
    const { user, boardId, cart: ready } = await readyCart('flow', 100, ports);
    const { coupon_code: code } = await marketing.addMarketingContact({
      email: user.email.toUpperCase(),
      first_name: 'Ada',
      last_name: 'Flow',
      source: 'Newsletter',
    });
    const withCoupon = await cart.updateShoppingCart(
      user.userId,
      cartUpdate(ready, { coupons_applied: [{ id: code!.toLowerCase() }] }),
      ports,
    );
    expect(withCoupon.state).toBe('Cart can be ordered');
    expect(withCoupon.totals.items_cents).toBeGreaterThan(20_000);
    expect(withCoupon.totals.discount_cents).toBe(10_000);
    expect(withCoupon.order_total).toBe(withCoupon.totals.items_cents + withCoupon.totals.shipping_cents - 10_000);

    const body = await purchaseOrderCheckout(user.userId, withCoupon);
    const order = await checkout.placeOrder(identityOf(user), user.userId, body, ports);

    expect(order).toMatchObject({
      order_id: withCoupon.next_order_id,
      state: 'Created',
      invoice_state: 'Not yet invoiced',
      payment_state: 'Has balance',
      payment_method: 'Purchase order',
      purchase_order: { number: 'PO-4711', send_invoice_to: 'accounts@example.com', file_name: 'PO-4711.pdf' },
      order_total: withCoupon.order_total,
      totals: withCoupon.totals,
      coupons_applied: [{ id: code, discount_cents: 10_000 }],
      shipping_rate: { rate_id: 'ground' },
      pickup_info: null,
      was_tracked: false,
    });
    expect(order.purchase_order?.file_url).toContain('purchase-orders/');
    expect(order.items[0]!.quote).toMatchObject({
      status: 'Has instant quote',
      pricing_version: expect.any(Number),
      capabilities_version: expect.any(String),
    });
    expect(order.items[0]!.quote.totals!.total_cents).toBe(withCoupon.totals.items_cents);
    expect(order.history.map((e) => [e.kind, e.from, e.to, e.actor])).toEqual([
      ['order', 'Cart can be ordered', 'Created', 'Customer'],
      ['invoice', null, 'Not yet invoiced', 'System'],
      ['payment', null, 'Has balance', 'System'],
    ]);

    expect((await boards.getBoard(boardId))?.lifecycle).toBe('Order received');
    expect(await coupons.getCoupon(code!)).toMatchObject({ consumedByOrderId: order.order_id });
    const after = await cart.getShoppingCart(user.userId, ports);
    expect(after).toMatchObject({ items: [], coupons_applied: [], shipping_address: null, version: withCoupon.version + 1 });
    expect(after.next_order_id).not.toBe(order.order_id);
    expect(outbox(user.email).map((m) => m.subject)).toContain(`We received your order ${order.order_id}`);

    // A retry of the same attempt answers with the same order and changes nothing.
    const again = await checkout.placeOrder(identityOf(user), user.userId, body, ports);
    expect(again.order_id).toBe(order.order_id);
    expect(await orderRecords.listOrdersOfUser(user.userId)).toHaveLength(1);
    expect(outbox(user.email).filter((m) => m.subject.startsWith('We received'))).toHaveLength(1);
  });

  it('two simultaneous checkouts with the same key make exactly one order', async () => {
    const { user, cart: ready } = await readyCart('twins', 10, ports);
    const body = await purchaseOrderCheckout(user.userId, ready);
    const results = await Promise.allSettled([
      checkout.placeOrder(identityOf(user), user.userId, body, ports),
      checkout.placeOrder(identityOf(user), user.userId, body, ports),
    ]);
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.order_id] : []));
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed)).toEqual(new Set([ready.next_order_id]));
    expect(await orderRecords.listOrdersOfUser(user.userId)).toHaveLength(1);
  });

  it('refuses a stale cart version, a changed total and a cart with issues (409), and places nothing', async () => {
    const { user, cart: ready } = await readyCart('stale', 10, ports);
    const body = await purchaseOrderCheckout(user.userId, ready);
    await expect(
      checkout.placeOrder(identityOf(user), user.userId, { ...body, cart_version: ready.version - 1 }, ports),
    ).rejects.toMatchObject({ code: 'cart_version_conflict' });
    await expect(
      checkout.placeOrder(identityOf(user), user.userId, { ...body, expected_total_cents: ready.order_total - 1 }, ports),
    ).rejects.toMatchObject({ code: 'order_total_changed' });
    const noRate = await cart.updateShoppingCart(user.userId, cartUpdate(ready, { shipping_rate: null }), ports);
    await expect(
      checkout.placeOrder(
        identityOf(user),
        user.userId,
        { ...body, cart_version: noRate.version, board_versions: boardVersionsOf(noRate), expected_total_cents: noRate.order_total },
        ports,
      ),
    ).rejects.toMatchObject({ code: 'cart_has_issues' });
    expect(await orderRecords.listOrdersOfUser(user.userId)).toHaveLength(0);
  });

  it('None needed is refused for a balance unless the account is approved; a purchase order needs its document', async () => {
    const { user, cart: ready } = await readyCart('none', 10, ports);
    const base = {
      idempotency_key: ready.next_order_id,
      cart_version: ready.version,
      board_versions: boardVersionsOf(ready),
      expected_total_cents: ready.order_total,
    };
    await expect(
      checkout.placeOrder(identityOf(user), user.userId, { ...base, payment: { method: 'None needed' } }, ports),
    ).rejects.toMatchObject({ code: 'payment_required' });
    const missing = {
      method: 'Purchase order' as const,
      purchase_order_number: 'PO-1',
      send_invoice_to: 'a@example.com',
      upload_id: 'x'.repeat(24),
    };
    await expect(checkout.placeOrder(identityOf(user), user.userId, { ...base, payment: missing }, ports)).rejects.toMatchObject({
      code: 'purchase_order_file_missing',
    });
    await expect(
      checkout.placeOrder(identityOf(user), user.userId, { ...base, payment: { method: 'Card', payment_intent_id: 'pi_123' } }, ports),
    ).rejects.toMatchObject({ code: 'card_payment_unavailable' });

    const { db } = await import('#lambdas/core/db/service.ts');
    await db().entities.user.patch({ userId: user.userId }).set({ paymentNotRequired: true }).go();
    const approved = await checkout.placeOrder(identityOf(user), user.userId, { ...base, payment: { method: 'None needed' } }, ports);
    expect(approved).toMatchObject({ payment_method: 'None needed', invoice_state: 'Not yet invoiced', payment_state: 'Has balance' });
  });
});

describe('coupons at checkout', () => {
  it('the newsletter coupon works once: a second first order is impossible and a later order cannot use it', async () => {
    const { user, cart: first } = await readyCart('coupon-once', 100, ports);
    const { coupon_code: code } = await marketing.addMarketingContact({
      email: user.email,
      first_name: 'C',
      last_name: 'Once',
      source: 'Newsletter',
    });
    const withCoupon = await cart.updateShoppingCart(user.userId, cartUpdate(first, { coupons_applied: [{ id: code! }] }), ports);
    await checkout.placeOrder(identityOf(user), user.userId, await purchaseOrderCheckout(user.userId, withCoupon), ports);

    const boardId = await processedBoard(user.userId, 'second.zip', undefined, 100);
    let next = await cart.getShoppingCart(user.userId, ports);
    next = await cart.updateShoppingCart(
      user.userId,
      cartUpdate(next, { items: [{ board_id: boardId }], pickup_info: next.pickup_locations[0]!, coupons_applied: [{ id: code! }] }),
      ports,
    );
    expect(next.state).toBe('Cart has issues');
    expect(next.coupon_results).toEqual([{ id: code, discount_cents: 0, problem: 'This coupon has already been used.' }]);
    await expect(
      checkout.placeOrder(identityOf(user), user.userId, await purchaseOrderCheckout(user.userId, next), ports),
    ).rejects.toMatchObject({ code: 'cart_has_issues' });
  });

  it("someone else's newsletter coupon and a staff coupon used up are refused with their reasons", async () => {
    const owner = await newUser('coupon-owner');
    const { coupon_code: code } = await marketing.addMarketingContact({
      email: owner.email,
      first_name: 'O',
      last_name: 'Wner',
      source: 'Newsletter',
    });
    const { user, cart: small } = await readyCart('coupon-thief', 10, ports);
    const stolen = await cart.updateShoppingCart(user.userId, cartUpdate(small, { coupons_applied: [{ id: code! }] }), ports);
    expect(stolen.coupon_results[0]!.problem).toBe('This coupon belongs to another e-mail address.');

    const { createStaffCoupon } = await import('#lambdas/core/marketing/staff-coupons.ts');
    const staffCode = `ONCE${Date.now().toString(36).toUpperCase()}`;
    await createStaffCoupon(identityOf(owner), {
      code: staffCode,
      amount_off_cents: 500,
      minimum_order_cents: 0,
      first_order_only: false,
      max_uses: 1,
      expires_on: null,
    });
    const withStaff = await cart.updateShoppingCart(user.userId, cartUpdate(stolen, { coupons_applied: [{ id: staffCode }] }), ports);
    expect(withStaff.coupon_results).toEqual([{ id: staffCode, discount_cents: 500, problem: null }]);
    const placed = await checkout.placeOrder(identityOf(user), user.userId, await purchaseOrderCheckout(user.userId, withStaff), ports);
    expect(placed.coupons_applied).toEqual([{ id: staffCode, discount_cents: 500 }]);

    // Its one use is gone: the next customer's cart says so.
    const { user: late, cart: other } = await readyCart('coupon-late', 10, ports);
    const refused = await cart.updateShoppingCart(late.userId, cartUpdate(other, { coupons_applied: [{ id: staffCode }] }), ports);
    expect(refused.coupon_results).toEqual([{ id: staffCode, discount_cents: 0, problem: 'This coupon has been used up.' }]);
    const tooSmall = await cart.updateShoppingCart(late.userId, cartUpdate(refused, { coupons_applied: [{ id: code! }] }), ports);
    expect(tooSmall.coupon_results[0]!.problem).toBe('This coupon belongs to another e-mail address.');
  });
});

describe('stock for catalogue parts', () => {
  it('takes what the quotes bought from stock with a movement, and concurrent checkouts never take it below zero', async () => {
    const part = await catalogPartInTable(60);
    // Quoted while all 60 were free (otherwise the cart holds of the first two would already show the third an issue).
    const results = await quotedAtStock(asQuoted, part.id, 60, async () => {
      // 10 boards × 3 placements = 30 parts each (hand placement has no spares): two carts fit the 60, three do not.
      const carts = await Promise.all(['stock-a', 'stock-b', 'stock-c'].map((n) => readyCart(n, 10, ports, part.id)));
      for (const c of carts) expect(c.cart.state).toBe('Cart can be ordered');
      const bodies = await Promise.all(carts.map((c) => purchaseOrderCheckout(c.user.userId, c.cart)));
      return Promise.allSettled(carts.map((c, i) => checkout.placeOrder(identityOf(c.user), c.user.userId, bodies[i]!, ports)));
    });
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(2);
    expect(refused.map((r) => (r.reason as { code: string }).code)).toEqual(['insufficient_stock']);
    expect((await parts.getPartById(part.id))?.stock).toBe(0);
    const movements = await inventory.listMovementsOfPart(part.id);
    expect(movements.map((m) => m.delta)).toEqual([-30, -30]);
    expect(movements.map((m) => m.after).sort()).toEqual([0, 30]);
  });
});

describe('orders after checkout', () => {
  it('the customer reads the order and marks it tracked once; another customer is refused', async () => {
    const { user, cart: ready } = await readyCart('tracked', 10, ports);
    const order = await checkout.placeOrder(identityOf(user), user.userId, await purchaseOrderCheckout(user.userId, ready), ports);
    const stranger = await newUser('stranger');
    await expect(orders.getOrderForActor(identityOf(stranger), order.order_id, ports)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(orders.markOrderTracked(identityOf(stranger), order.order_id)).rejects.toMatchObject({ kind: 'forbidden' });
    await orders.markOrderTracked(identityOf(user), order.order_id);
    await orders.markOrderTracked(identityOf(user), order.order_id);
    const seen = await orders.getOrderForActor(identityOf(user), order.order_id, ports);
    expect(seen.was_tracked).toBe(true);
    expect(seen.history.filter((e) => e.kind === 'tracked')).toHaveLength(1);
    const listed = await orders.listCustomerOrders(user.userId, ports);
    expect(listed.orders.map((o) => o.order_id)).toEqual([order.order_id]);
  });
});

describe('paying by card (through the card-processor port)', () => {
  it('authorises the total, places the order, captures after the commit and records the payment', async () => {
    const card = fakeCardProcessor();
    const withCard = { ...ports, cardPayments: card.port, cardPaymentsAvailable: true };
    const { user, cart: ready } = await readyCart('card', 10, withCard);
    expect(ready.payment_options.find((o) => o.method === 'Card')?.available).toBe(true);
    const seen = {
      idempotency_key: ready.next_order_id,
      cart_version: ready.version,
      board_versions: boardVersionsOf(ready),
      expected_total_cents: ready.order_total,
    };
    const auth = await cardPayment.authorizeCardPayment(user.userId, { ...seen, attempt_id: crypto.randomUUID() }, withCard);
    expect(auth.amount_cents).toBe(ready.order_total);

    // Not confirmed by the browser yet: refused.
    await expect(
      checkout.placeOrder(
        identityOf(user),
        user.userId,
        { ...seen, payment: { method: 'Card', payment_intent_id: auth.payment_intent_id } },
        withCard,
      ),
    ).rejects.toMatchObject({ code: 'card_payment_incomplete' });
    card.confirm(auth.payment_intent_id);
    const order = await checkout.placeOrder(
      identityOf(user),
      user.userId,
      { ...seen, payment: { method: 'Card', payment_intent_id: auth.payment_intent_id } },
      withCard,
    );
    expect(order).toMatchObject({ payment_method: 'Card', invoice_state: 'Invoice not needed', payment_state: 'Paid in full', version: 2 });
    expect(order.history.at(-1)).toMatchObject({
      kind: 'payment',
      from: 'Has balance',
      to: 'Paid in full',
      actor: 'System',
      note: 'Card payment captured',
    });
    expect(card.calls.filter((c) => c.startsWith('capture'))).toEqual([`capture ${auth.payment_intent_id} capture-${order.order_id}`]);
  });

  it('releases the authorisation of a checkout that lost the last parts to another', async () => {
    const card = fakeCardProcessor();
    const part = await catalogPartInTable(30);
    const withCard = { ...ports, cardPayments: card.port, cardPaymentsAvailable: true };
    // Both quoted while the 30 were free: the cart that could not hold them authorises and then loses at checkout.
    const { bodies, results } = await quotedAtStock(asQuoted, part.id, 30, async () => {
      const carts = await Promise.all(['card-race-a', 'card-race-b'].map((n) => readyCart(n, 10, withCard, part.id)));
      const bodies = await Promise.all(
        carts.map(async ({ user, cart }) => {
          const seen = {
            idempotency_key: cart.next_order_id,
            cart_version: cart.version,
            board_versions: boardVersionsOf(cart),
            expected_total_cents: cart.order_total,
          };
          const auth = await cardPayment.authorizeCardPayment(user.userId, { ...seen, attempt_id: crypto.randomUUID() }, withCard);
          card.confirm(auth.payment_intent_id);
          return { ...seen, payment: { method: 'Card' as const, payment_intent_id: auth.payment_intent_id } };
        }),
      );
      const results = await Promise.allSettled(
        carts.map((c, i) => checkout.placeOrder(identityOf(c.user), c.user.userId, bodies[i]!, withCard)),
      );
      return { bodies, results };
    });
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = bodies[results.findIndex((r) => r.status === 'rejected')]!.payment.payment_intent_id;
    const won = bodies[results.findIndex((r) => r.status === 'fulfilled')]!.payment.payment_intent_id;
    expect(card.intents.get(lost)?.status).toBe('canceled');
    expect(card.intents.get(won)?.status).toBe('succeeded');
    expect((await parts.getPartById(part.id))?.stock).toBe(0);
  });
});
