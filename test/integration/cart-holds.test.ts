import { beforeAll, describe, expect, it } from 'vitest';
import { boardVersionsOf, type PlaceOrderBody } from '#contracts/schemas/orders.ts';
import type { Part } from '#contracts/parts.ts';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import {
  cartUpdate,
  catalogPartInTable,
  checkoutPorts,
  handPlacePart,
  identityOf,
  newUser,
  uploadPurchaseOrder,
} from '../support/checkout.ts';
import { quotedAtStock } from '../support/parts-as-quoted.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';

// Stock held from the cart (docs/checkout.md#cart-holds): adding a board holds
// the parts its quote buys under the cart's next order id, so a second
// customer's checkout of the last units is refused, the holder's own quote
// still counts them (a read of the cart renews nothing), the holder's checkout
// adopts them, and once the hold expired the sweeper gives them back. Against
// the local emulators.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const sweeper = await import('#lambdas/core/stock/index.ts');
const parts = await import('#lambdas/core/db/parts.ts');
const reservations = await import('#lambdas/core/db/stock-reservations.ts');

let ports: Awaited<ReturnType<typeof checkoutPorts>>;
beforeAll(async () => {
  ports = await checkoutPorts();
});

/** A cart of one board placing 4 of the part, picked up, economy. */
async function cartOf(name: string, partId: string) {
  const user = await newUser(name);
  const boardId = await processedBoard(user.userId);
  await handPlacePart(boardId, partId, 4);
  const empty = await cart.getShoppingCart(user.userId, ports);
  const c = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(empty, { items: [{ board_id: boardId, quantity: 1 }], pickup_info: empty.pickup_locations[0]!, lead_time_id: 'economy' }),
    ports,
  );
  return { user, cart: c };
}

async function poBody(userId: string, cart: ShoppingCart): Promise<PlaceOrderBody> {
  return {
    idempotency_key: cart.next_order_id,
    cart_version: cart.version,
    board_versions: boardVersionsOf(cart),
    expected_total_cents: cart.order_total,
    payment: {
      method: 'Purchase order',
      purchase_order_number: 'PO-HOLD',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrder(userId),
    },
  };
}

const stockOf = async (id: string) => (await parts.getPartById(id))?.stock;
/** A part as the cart names it: catalogue number, MPN and description from the catalogue. */
const named = (part: Part) => ({ part_id: part.id, name: part.supplier_code, mpn: part.mpn, description: part.description });

describe('stock held from the cart', () => {
  it(
    "holds the last units for the first customer: a second customer's checkout is refused, the holder's goes through",
    { timeout: 120_000 },
    async () => {
      const part = await catalogPartInTable(4);
      const a = await cartOf('holder', part.id);
      expect(a.cart.state, JSON.stringify(a.cart.issues)).toBe('Cart can be ordered');
      expect(a.cart.stock_holds?.parts).toEqual([{ ...named(part), quantity: 4 }]);
      const until = Date.parse(a.cart.stock_holds?.held_until ?? '');
      expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
      expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
      // Other customers see only the free stock.
      expect(await stockOf(part.id)).toBe(0);

      // The holder reads the cart again: its own hold is its stock (no "insufficient inventory"); a read neither renews nor doubles it.
      const again = await cart.getShoppingCart(a.user.userId, ports);
      expect(again.state, JSON.stringify(again.issues)).toBe('Cart can be ordered');
      expect(again.stock_holds?.parts).toEqual([{ ...named(part), quantity: 4 }]);
      expect(Date.parse(again.stock_holds?.held_until ?? '')).toBe(until);
      expect(again.stock_holds?.refusal).toBeNull();
      expect(await stockOf(part.id)).toBe(0);

      // B's quote read the part before A held it: B's cart cannot hold it and says so, and B's checkout hears the part ran short.
      await quotedAtStock(part.id, part.stock, async () => {
        const b = await cartOf('second', part.id);
        expect(b.cart.state).toBe('Cart can be ordered');
        expect(b.cart.stock_holds).toEqual({
          held_until: null,
          parts: [],
          not_held: [{ ...named(part), quantity: 4, stock: 0, reason: 'out_of_stock' }],
          refusal: null,
        });
        await expect(
          checkout.placeOrder(identityOf(b.user), b.user.userId, await poBody(b.user.userId, b.cart), ports),
        ).rejects.toMatchObject({
          kind: 'bad_request',
          code: 'insufficient_stock',
        });
      });
      expect(await stockOf(part.id)).toBe(0);

      // A's checkout adopts the cart's holds: stock taken once, nothing left held.
      const order = await checkout.placeOrder(identityOf(a.user), a.user.userId, await poBody(a.user.userId, again), ports);
      expect(order.order_id).toBe(a.cart.next_order_id);
      expect(await stockOf(part.id)).toBe(0);
      expect(await reservations.listReservations(order.order_id)).toEqual([]);
      expect(await reservations.getOrderStock(order.order_id)).toMatchObject({ state: 'taken' });
    },
  );

  it('an expired hold blocks nobody: the sweeper gives it back and the second customer checks out', { timeout: 120_000 }, async () => {
    const part = await catalogPartInTable(4);
    const a = await cartOf('lapsed', part.id);
    expect(await stockOf(part.id)).toBe(0);
    // A's last change was 40 minutes ago: the hold (30 minutes) ran out 10 minutes ago.
    const lapsed = await cart.updateShoppingCart(a.user.userId, cartUpdate(a.cart), ports, { now: new Date(Date.now() - 40 * 60_000) });
    expect(Date.parse(lapsed.stock_holds?.held_until ?? '')).toBeLessThan(Date.now());
    // Reading the cart now neither holds nor renews: the hold shows as ended.
    const read = await cart.getShoppingCart(a.user.userId, ports);
    expect(read.stock_holds).toMatchObject({ held_until: null, parts: [], not_held: [{ part_id: part.id, reason: 'hold_ended' }] });
    const report = await sweeper.sweepOrderStock(new Date());
    expect(report.partsReleased).toBeGreaterThanOrEqual(1);
    expect(await stockOf(part.id)).toBe(4);
    expect(await reservations.listReservations(a.cart.next_order_id)).toEqual([]);

    const b = await cartOf('after-lapse', part.id);
    expect(b.cart.stock_holds?.parts).toEqual([{ ...named(part), quantity: 4 }]);
    const order = await checkout.placeOrder(identityOf(b.user), b.user.userId, await poBody(b.user.userId, b.cart), ports);
    expect(order.order_id).toBe(b.cart.next_order_id);
    expect(await stockOf(part.id)).toBe(0);

    // A comes back, its quote read before B's order took the part: nothing to hold any more, and the cart says which part could not be held.
    const back = await quotedAtStock(part.id, part.stock, () => cart.getShoppingCart(a.user.userId, ports));
    expect(back.stock_holds).toMatchObject({ held_until: null, parts: [], not_held: [{ part_id: part.id, quantity: 4, stock: 0 }] });
  });

  it('taking a board out of the cart gives its parts back', { timeout: 60_000 }, async () => {
    const part = await catalogPartInTable(10);
    const a = await cartOf('remover', part.id);
    expect(await stockOf(part.id)).toBe(6);
    const emptied = await cart.updateShoppingCart(a.user.userId, cartUpdate(a.cart, { items: [] }), ports);
    expect(emptied.stock_holds).toEqual({ held_until: null, parts: [], not_held: [], refusal: null });
    expect(await stockOf(part.id)).toBe(10);
    expect(await reservations.getOrderStock(a.cart.next_order_id)).toMatchObject({ state: 'released' });
  });
});
