import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '#contracts/ids.ts';
import type { Part } from '#contracts/parts.ts';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type PlaceOrderBody } from '#contracts/schemas/orders.ts';
import type { StockHold } from '#contracts/schemas/stock-holds.ts';
import { CART_HOLD_LIMITS } from '#contracts/stock-hold-limits.ts';
import {
  cartUpdate,
  checkoutPorts,
  fakeCardProcessor,
  handPlaceParts,
  identityOf,
  newUser,
  uploadPurchaseOrder,
} from '../support/checkout.ts';
import { api, newCustomer, signIn, type TestIdentity, withEmailVerified } from '../support/identities.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';
import { testSupplierCode } from '../support/supplier-codes.ts';

// The cart's holds against hoarding (docs/checkout.md#hold-limits, docs/security.md#stock-cannot-be-hoarded-from-the-cart):
// a cart keeps held at most CART_HOLD_LIMITS (ten times past them here), and
// says so with stock_hold_limit while a second customer still buys; a read of
// the cart renews nothing, a change or the card step does; an account whose
// e-mail is not confirmed holds nothing (in the core and over HTTP, from the
// token's claim); staff see who holds what and release it. Against the local
// emulators.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const cardPayment = await import('#lambdas/core/checkout/card-payment.ts');
const stock = await import('#lambdas/core/stock/index.ts');
const parts = await import('#lambdas/core/db/parts.ts');
const reservations = await import('#lambdas/core/db/stock-reservations.ts');
const inventory = await import('#lambdas/core/db/inventory.ts');

type Ports = Awaited<ReturnType<typeof checkoutPorts>>;
let ports: Ports;
beforeAll(async () => {
  ports = await checkoutPorts();
});

/** `count` catalogue parts with this stock and one price break at this unit price. */
async function catalogue(count: number, stockEach: number, unitPriceMicros: number): Promise<Part[]> {
  const made = Array.from({ length: count }, (_, i): Part => ({
    id: newId(),
    supplier_code: testSupplierCode(),
    mpn: `HOLD-${i}`,
    manufacturer: 'Generated',
    category_id: 'c'.repeat(24),
    description: `hold test part ${i}`,
    package: '0402',
    datasheet: '',
    stock: stockEach,
    moq: 1,
    price_breaks: [{ min_qty: 1, unit_price_micros: unitPriceMicros }],
    library_type: 'basic',
    parameters: {},
    value_text: `${i}`,
    labeled_value_text: [],
    labeled: false,
    source: 'JLCPCB/LCSC catalogue',
  }));
  await parts.putParts(made);
  return made;
}

/** A customer's cart of one board of `boards` boards, each placing `perBoard` of every part; picked up, economy. */
async function cartWith(name: string, partIds: readonly string[], perBoard: number, boards: number, options: { now?: Date } = {}) {
  const user = await newUser(name);
  const boardId = await processedBoard(user.userId, `${name}.zip`, undefined, boards);
  await handPlaceParts(boardId, partIds, perBoard);
  const empty = await cart.getShoppingCart(user.userId, ports);
  const written = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(empty, { items: [{ board_id: boardId }], pickup_info: empty.pickup_locations[0]!, lead_time_id: 'economy' }),
    ports,
    options,
  );
  return { user, cart: written };
}

async function poBody(userId: string, seen: ShoppingCart): Promise<PlaceOrderBody> {
  return {
    idempotency_key: seen.next_order_id,
    cart_version: seen.version,
    board_versions: boardVersionsOf(seen),
    expected_total_cents: seen.order_total,
    payment: {
      method: 'Purchase order',
      purchase_order_number: 'PO-HOLDS',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrder(userId),
    },
  };
}

const stockOf = async (id: string) => (await parts.getPartById(id))?.stock;
const heldUnits = (c: ShoppingCart) => (c.stock_holds?.parts ?? []).reduce((sum, p) => sum + p.quantity, 0);

describe('a hoarder past the limit', () => {
  it(
    'holds none of a popular part worth ten times the value limit, and a second customer still buys it',
    { timeout: 120_000 },
    async () => {
      // 2,000 units at $5.00: $10,000, ten times the $1,000 a cart may hold.
      const [popular] = await catalogue(1, 2_000, 5_000_000);
      const hoarder = await cartWith('hoarder-value', [popular!.id], 20, 100);
      expect(hoarder.cart.stock_holds).toMatchObject({
        held_until: null,
        parts: [],
        not_held: [{ part_id: popular!.id, quantity: 2_000, stock: 2_000, reason: 'over_limit' }],
        refusal: { code: 'stock_hold_limit' },
      });
      expect(hoarder.cart.stock_holds?.refusal?.message).toContain('$1,000.00');
      expect(await stockOf(popular!.id)).toBe(2_000);

      // Changing the cart again (or reading it) never gets the hoarder more.
      const again = await cart.updateShoppingCart(hoarder.user.userId, cartUpdate(hoarder.cart), ports);
      expect(again.stock_holds?.parts).toEqual([]);
      expect((await cart.getShoppingCart(hoarder.user.userId, ports)).stock_holds?.refusal?.code).toBe('stock_hold_limit');
      expect(await stockOf(popular!.id)).toBe(2_000);

      const buyer = await cartWith('second-buyer', [popular!.id], 4, 1);
      expect(buyer.cart.stock_holds?.parts).toMatchObject([{ part_id: popular!.id, quantity: 4 }]);
      const order = await checkout.placeOrder(
        identityOf(buyer.user),
        buyer.user.userId,
        await poBody(buyer.user.userId, buyer.cart),
        ports,
      );
      expect(order.order_id).toBe(buyer.cart.next_order_id);
      expect(await stockOf(popular!.id)).toBe(1_996);
    },
  );

  it('holds none of a cheap part ten times past the unit limit', { timeout: 120_000 }, async () => {
    // 100,000 units at $0.001: $100, well within the value limit, ten times the 10,000 units.
    const [cheap] = await catalogue(1, 100_000, 1_000);
    const hoarder = await cartWith('hoarder-units', [cheap!.id], 20, 5_000);
    expect(hoarder.cart.stock_holds).toMatchObject({
      parts: [],
      not_held: [{ part_id: cheap!.id, quantity: 100_000, reason: 'over_limit' }],
      refusal: { code: 'stock_hold_limit' },
    });
    expect(await stockOf(cheap!.id)).toBe(100_000);
  });

  it('holds many parts up to the limit, names the rest over it, and the whole order still checks out', { timeout: 180_000 }, async () => {
    // 30 parts × 500 boards: 15,000 units at $0.01 ($150); the first 10,000 units (20 parts) fit.
    const many = await catalogue(30, 1_000, 10_000);
    const big = await cartWith(
      'many-parts',
      many.map((p) => p.id),
      1,
      500,
    );
    const holds = big.cart.stock_holds!;
    expect(holds.parts).toHaveLength(20);
    expect(heldUnits(big.cart)).toBe(CART_HOLD_LIMITS.maxUnits);
    expect(holds.not_held).toHaveLength(10);
    expect(holds.not_held.every((n) => n.reason === 'over_limit' && n.quantity === 500 && n.stock === 1_000)).toBe(true);
    expect(holds.refusal?.code).toBe('stock_hold_limit');
    const stockNow = await parts.getStockOfParts(many.map((p) => p.id));
    expect([...stockNow.values()].filter((s) => s === 500)).toHaveLength(20);
    // The limit bounds what a cart keeps held, never the order: the checkout reserves all 30 parts.
    const order = await checkout.placeOrder(identityOf(big.user), big.user.userId, await poBody(big.user.userId, big.cart), ports);
    expect(order.order_id).toBe(big.cart.next_order_id);
    expect([...(await parts.getStockOfParts(many.map((p) => p.id))).values()].filter((s) => s !== 500)).toEqual([]);
  });
});

describe('renewing a hold', () => {
  it('a read of the cart renews nothing; a change or the card step renews it', { timeout: 120_000 }, async () => {
    const [part] = await catalogue(1, 50, 100_000);
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    const a = await cartWith('renewal', [part!.id], 4, 1, { now: twentyMinutesAgo });
    const until = a.cart.stock_holds!.held_until!;
    expect(Date.parse(until)).toBe(twentyMinutesAgo.getTime() + 30 * 60_000);

    // Reading the cart, as a background poll would: the hold still ends when it did.
    for (let i = 0; i < 3; i++) {
      const read = await cart.getShoppingCart(a.user.userId, ports);
      expect(read.stock_holds?.held_until).toBe(until);
    }
    expect((await reservations.getOrderStock(a.cart.next_order_id))?.expiresAt).toBe(until);

    // The card step is the customer at checkout: it renews.
    const card = fakeCardProcessor();
    const withCard = { ...ports, cardPayments: card.port, cardPaymentsAvailable: true };
    const seen = {
      idempotency_key: a.cart.next_order_id,
      cart_version: a.cart.version,
      board_versions: boardVersionsOf(a.cart),
      expected_total_cents: a.cart.order_total,
    };
    const before = Date.now();
    await cardPayment.authorizeCardPayment(a.user.userId, { ...seen, attempt_id: crypto.randomUUID() }, withCard);
    const renewed = Date.parse((await reservations.getOrderStock(a.cart.next_order_id))!.expiresAt);
    expect(renewed).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(await stockOf(part!.id)).toBe(46);

    // So does a change of the cart.
    const changed = await cart.updateShoppingCart(a.user.userId, cartUpdate(a.cart), ports);
    expect(Date.parse(changed.stock_holds!.held_until!)).toBeGreaterThanOrEqual(renewed);
    expect(await stockOf(part!.id)).toBe(46);
  });
});

describe('an account whose e-mail is not confirmed', () => {
  it('gets no holds, and what it held before goes back', { timeout: 120_000 }, async () => {
    const [part] = await catalogue(1, 20, 100_000);
    const unconfirmed = { acting: 'owner', confirmed: false } as const;
    const user = await newUser('unconfirmed');
    const boardId = await processedBoard(user.userId, 'unconfirmed.zip');
    await handPlaceParts(boardId, [part!.id], 4);
    const empty = await cart.getShoppingCart(user.userId, ports);
    const update = cartUpdate(empty, { items: [{ board_id: boardId }], pickup_info: empty.pickup_locations[0]!, lead_time_id: 'economy' });
    const refused = await cart.updateShoppingCart(user.userId, update, ports, { holder: unconfirmed });
    expect(refused.stock_holds).toMatchObject({ held_until: null, parts: [], refusal: { code: 'stock_hold_unconfirmed' } });
    expect(await stockOf(part!.id)).toBe(20);
    expect((await cart.getShoppingCart(user.userId, ports, new Date(), unconfirmed)).stock_holds?.refusal?.code).toBe(
      'stock_hold_unconfirmed',
    );

    // Confirmed, the same cart holds; unconfirmed again (the address changed), it gives the parts back.
    const held = await cart.updateShoppingCart(user.userId, cartUpdate(refused), ports);
    expect(held.stock_holds?.parts).toMatchObject([{ part_id: part!.id, quantity: 4 }]);
    expect(await stockOf(part!.id)).toBe(16);
    const dropped = await cart.updateShoppingCart(user.userId, cartUpdate(held), ports, { holder: unconfirmed });
    expect(dropped.stock_holds?.parts).toEqual([]);
    expect(await stockOf(part!.id)).toBe(20);
  });

  it(
    'over HTTP: a confirmed sign-up holds; the id token without a confirmed e-mail holds nothing, and gives back',
    { timeout: 120_000 },
    async () => {
      const [part] = await catalogue(1, 20, 100_000);
      const customer = await newCustomer('unverified-http');
      const created = await api('PUT', '/api/users', { token: customer.idToken });
      const userId = created.json.user_id as string;
      const setVerified = (value: boolean) => withEmailVerified(customer, value);
      const boardId = await processedBoard(userId, 'unverified.zip');
      await handPlaceParts(boardId, [part!.id], 4);
      const path = `/api/users/${userId}/shopping-cart`;
      const put = async (who: TestIdentity) => {
        const current = (await api('GET', path, { token: who.idToken })).json as unknown as ShoppingCart;
        const res = await api('PUT', path, {
          token: who.idToken,
          body: cartUpdate(current, { items: [{ board_id: boardId }], pickup_info: current.pickup_locations[0]!, lead_time_id: 'economy' }),
        });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        return (res.json as unknown as ShoppingCart).stock_holds!;
      };

      // Signed up and confirmed with the mailed code: the address is verified, the cart holds.
      expect(await put(await signIn(customer.email, customer.password))).toMatchObject({
        parts: [{ part_id: part!.id, quantity: 4 }],
        refusal: null,
      });
      expect(await stockOf(part!.id)).toBe(16);

      // The address no longer verified (as after a change of e-mail): nothing held, the parts go back.
      const unverified = await setVerified(false);
      expect(await put(unverified)).toMatchObject({ parts: [], refusal: { code: 'stock_hold_unconfirmed' } });
      expect(await stockOf(part!.id)).toBe(20);

      const verified = await setVerified(true);
      expect(await put(verified)).toMatchObject({ parts: [{ part_id: part!.id, quantity: 4 }], refusal: null });
      expect(await stockOf(part!.id)).toBe(16);
    },
  );
});

describe('the staff view of holds', () => {
  /** Every page of GET /internal/stock-holds (core), until the hold of `orderId` shows, or the end. */
  async function findHold(orderId: string): Promise<StockHold | undefined> {
    let cursor: string | null = null;
    do {
      const page = await stock.listStockHolds(cursor);
      const found = page.holds.find((h) => h.order_id === orderId);
      if (found) return found;
      cursor = page.cursor;
    } while (cursor);
    return undefined;
  }

  it('shows who holds what; releasing it frees the stock at once, in the ledger under the staff member', { timeout: 120_000 }, async () => {
    const [part] = await catalogue(1, 8, 250_000);
    const holder = await cartWith('released-holder', [part!.id], 8, 1);
    expect(await stockOf(part!.id)).toBe(0);

    const shown = await findHold(holder.cart.next_order_id);
    expect(shown).toMatchObject({
      user_id: holder.user.userId,
      email: holder.user.email,
      kind: 'cart',
      held_until: holder.cart.stock_holds!.held_until,
      expired: false,
      parts: [{ part_id: part!.id, name: part!.supplier_code, quantity: 8 }],
      part_count: 1,
      units: 8,
      value_cents: 200,
      releasable: true,
    });

    const released = await stock.releaseStockHold(holder.cart.next_order_id, { email: 'admin@copperline.local' });
    expect(released).toEqual({ order_id: holder.cart.next_order_id, parts_released: 1 });
    expect(await stockOf(part!.id)).toBe(8);
    expect(await reservations.getOrderStock(holder.cart.next_order_id)).toMatchObject({ state: 'released' });
    const [movement] = await inventory.listMovementsOfPart(part!.id);
    expect(movement).toMatchObject({ delta: 8, after: 8, actor: 'admin@copperline.local' });
    expect(await findHold(holder.cart.next_order_id)).toBeUndefined();

    // Released twice: nothing left to release.
    await expect(stock.releaseStockHold(holder.cart.next_order_id, { email: 'admin@copperline.local' })).rejects.toMatchObject({
      code: 'not_found',
    });
    // Another customer can now have the part; the holder's cart shows its hold ended.
    const other = await cartWith('after-release', [part!.id], 8, 1);
    expect(other.cart.stock_holds?.parts).toMatchObject([{ part_id: part!.id, quantity: 8 }]);
    expect((await cart.getShoppingCart(holder.user.userId, ports)).stock_holds).toMatchObject({ parts: [], held_until: null });
  });

  it('leaves a running checkout alone: its holds become the order or go back by themselves', { timeout: 60_000 }, async () => {
    const [part] = await catalogue(1, 10, 100_000);
    const user = await newUser('checkout-running');
    const orderId = newId();
    const claimed = await stock.claimStockLease(orderId, user.userId, new Date());
    if (!claimed.ok) throw new Error('claim refused');
    expect(await stock.reserveStock(claimed.lease, [{ partId: part!.id, quantity: 3 }], new Date())).toBeNull();
    expect(await findHold(orderId)).toMatchObject({ kind: 'checkout', releasable: false, part_count: null, parts: [{ quantity: 3 }] });
    await expect(stock.releaseStockHold(orderId, { email: 'admin@copperline.local' })).rejects.toMatchObject({ code: 'stock_hold_busy' });
    expect(await stockOf(part!.id)).toBe(7);
    await stock.releaseLease(claimed.lease, 'test: not placed');
    expect(await stockOf(part!.id)).toBe(10);
  });

  it('over HTTP: an Admin lists and releases; a customer may do neither', { timeout: 120_000 }, async () => {
    const stack = inject('stack');
    const [part] = await catalogue(1, 6, 100_000);
    const holder = await cartWith('http-released', [part!.id], 6, 1);
    const admin = await signIn(stack.admin!.email, stack.admin!.password);
    const customer = await newCustomer('not-staff');
    await api('PUT', '/api/users', { token: customer.idToken });

    expect((await api('GET', '/api/internal/stock-holds', { token: customer.idToken })).status).toBe(403);
    const release = `/api/internal/stock-holds/${holder.cart.next_order_id}/release`;
    expect((await api('POST', release, { token: customer.idToken })).status).toBe(403);
    expect(await stockOf(part!.id)).toBe(0);

    let cursor: string | undefined;
    let listed: StockHold | undefined;
    do {
      const res = await api('GET', `/api/internal/stock-holds${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
        token: admin.idToken,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const page = res.json as { holds: StockHold[]; cursor: string | null };
      listed = page.holds.find((h) => h.order_id === holder.cart.next_order_id);
      cursor = page.cursor ?? undefined;
    } while (!listed && cursor);
    expect(listed).toMatchObject({ email: holder.user.email, units: 6 });

    const res = await api('POST', release, { token: admin.idToken });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await stockOf(part!.id)).toBe(6);
    expect((await api('GET', '/api/internal/stock-holds?cursor=not-a-cursor', { token: admin.idToken })).json).toMatchObject({
      code: 'invalid_cursor',
    });
  });
});
