import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#contracts/ids.ts';
import type { Part } from '#contracts/parts.ts';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type PlaceOrderBody } from '#contracts/schemas/orders.ts';
import { cartUpdate, checkoutPorts, handPlacePart, handPlaceParts, identityOf, newUser, uploadPurchaseOrder } from '../support/checkout.ts';
import { quotedAtStock } from '../support/parts-as-quoted.ts';
import { processedBoard, SMALL_BOARD_METRICS, useStackEnv } from '../support/store-env.ts';

// Orders of any size and popular parts (docs/checkout.md): stock is held part
// by part, so 50 boards needing 1,000 distinct parts check out and cancel
// exactly; 50 customers racing for one part all get theirs, or — with stock
// for 10 — exactly 10 do and 40 hear that the part ran short; an interrupted
// checkout's holds are released by the sweeper. Against the local emulators.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const holds = await import('#lambdas/core/stock/index.ts');
const sweeper = await import('#lambdas/core/stock/index.ts');
const staff = await import('#lambdas/core/orders/order-state-changes.ts');
const parts = await import('#lambdas/core/db/parts.ts');
const reservations = await import('#lambdas/core/db/stock-reservations.ts');
const inventory = await import('#lambdas/core/db/inventory.ts');
const orderRecords = await import('#lambdas/core/db/orders.ts');

type Ports = Awaited<ReturnType<typeof checkoutPorts>>;
let ports: Ports;
let admin: ReturnType<typeof identityOf>;

beforeAll(async () => {
  ports = await checkoutPorts();
  admin = identityOf(await newUser('scale-admin'), ['Admin']);
});

/** `count` catalogue parts with `stock` each (one price break), written in batches. */
async function generatedCatalogue(count: number, stock: number): Promise<Part[]> {
  // Valid LCSC-style codes (C and 12 digits): other files on the shared stack apply feeds over the whole catalogue.
  const run = String(Date.now() % 1e6).padStart(6, '0');
  const generated = Array.from({ length: count }, (_, i): Part => {
    const id = newId();
    return {
      id,
      supplier_code: `C7${run}${String(i).padStart(5, '0')}`,
      mpn: `GEN-${i}`,
      manufacturer: 'Generated',
      category_id: 'c'.repeat(24),
      description: `generated part ${i}`,
      package: '0402',
      datasheet: '',
      stock,
      moq: 1,
      price_breaks: [{ min_qty: 1, unit_price_micros: 10_000 }],
      library_type: 'basic',
      parameters: {},
      value_text: `${i}`,
      labeled_value_text: [],
      labeled: false,
      source: 'JLCPCB/LCSC catalogue',
    };
  });
  await parts.putParts(generated);
  return generated;
}

/** A ready cart of these boards (each at its own quantity), picked up, on the economy lead time (its capacity is not shared with other files' orders). */
async function readyCart(userId: string, boardIds: readonly string[], withParts: Ports) {
  let c = await cart.getShoppingCart(userId, withParts);
  c = await cart.updateShoppingCart(
    userId,
    cartUpdate(c, { items: boardIds.map((board_id) => ({ board_id })), pickup_info: c.pickup_locations[0]!, lead_time_id: 'economy' }),
    withParts,
  );
  expect(c.state, JSON.stringify(c.issues)).toBe('Cart can be ordered');
  return c;
}

async function poBody(
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
      purchase_order_number: 'PO-SCALE',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrder(userId),
    },
  };
}

async function stockOf(ids: readonly string[]): Promise<Map<string, number>> {
  return parts.getStockOfParts(ids);
}

describe('an order of 50 boards needing 1,000 distinct parts', () => {
  it('checks out, takes each part exactly, and a cancel gives every part back exactly', { timeout: 600_000 }, async () => {
    const catalogue = await generatedCatalogue(1_000, 500);
    const user = await newUser('scale-big');
    const boardIds = await Promise.all(
      Array.from({ length: 50 }, (_, i) => processedBoard(user.userId, `board-${i}.zip`, SMALL_BOARD_METRICS, 3)),
    );
    // 20 parts of its own per board, 2 placed per board (by hand: no spares), 3 boards of each: 6 of every part.
    await Promise.all(
      boardIds.map((id, i) =>
        handPlaceParts(
          id,
          catalogue.slice(i * 20, i * 20 + 20).map((p) => p.id),
          2,
        ),
      ),
    );
    // The cart holds all 1,000 parts: one conditional update per part, the items around them in batches
    // (docs/checkout.md#stock-reservations): about 1.5 table calls a part, where one part at a time took 3.4.
    const { documentClient } = await import('#lambdas/core/db/client.ts');
    let calls = 0;
    documentClient.middlewareStack.add((next) => (args) => (calls++, next(args)), { name: 'countScaleCalls' });
    const ready = await readyCart(user.userId, boardIds, ports).finally(() => documentClient.middlewareStack.remove('countScaleCalls'));
    expect(ready.items).toHaveLength(50);
    expect(calls).toBeLessThan(1_700);

    const order = await checkout.placeOrder(identityOf(user), user.userId, await poBody(user.userId, ready), ports);
    expect(order.items).toHaveLength(50);
    const ids = catalogue.map((p) => p.id);
    const after = await stockOf(ids);
    expect([...after.values()].filter((s) => s !== 494)).toEqual([]);
    expect(after.size).toBe(1_000);
    // Nothing is left held: the holds became the order's.
    expect(await reservations.listReservations(order.order_id)).toEqual([]);
    expect(await reservations.getOrderStock(order.order_id)).toMatchObject({ state: 'taken' });
    const sample = await inventory.listMovementsOfPart(ids[777]!);
    expect(sample.map((m) => [m.delta, m.after, m.reason])).toEqual([[-6, 494, `Order ${order.order_id}`]]);
    const record = await orderRecords.getOrderRecord(order.order_id);
    expect((record?.holds as { parts: unknown[] }).parts).toHaveLength(1_000);

    const canceled = await staff.changeOrderState(
      admin,
      order.order_id,
      { kind: 'order', to: 'Canceled', version: order.version, note: 'Too big after all' },
      ports,
    );
    expect(canceled.state).toBe('Canceled');
    const restored = await stockOf(ids);
    expect([...restored.values()].filter((s) => s !== 500)).toEqual([]);
    expect((await inventory.listMovementsOfPart(ids[777]!)).map((m) => [m.delta, m.after, m.reason])).toEqual([
      [6, 500, `Order ${order.order_id} canceled`],
      [-6, 494, `Order ${order.order_id}`],
    ]);
    expect(await reservations.getOrderStock(order.order_id)).toMatchObject({ state: 'returned' });
  });
});

describe('50 customers checking out boards that share one popular part', () => {
  /** 50 customers, each with a ready cart of one board placing 3 of `part`, 2 boards (6 parts) each. */
  async function fiftyCarts(part: Part) {
    return Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const user = await newUser(`popular-${i}`);
        const boardId = await processedBoard(user.userId, 'core.zip', SMALL_BOARD_METRICS, 2);
        await handPlacePart(boardId, part.id, 3);
        const ready = await readyCart(user.userId, [boardId], ports);
        return { user, body: await poBody(user.userId, ready) };
      }),
    );
  }

  it('with stock for all: 50 orders, no errors', { timeout: 300_000 }, async () => {
    const [part] = await generatedCatalogue(1, 300);
    const carts = await fiftyCarts(part!);
    const results = await Promise.allSettled(carts.map((c) => checkout.placeOrder(identityOf(c.user), c.user.userId, c.body, ports)));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect((await parts.getPartById(part!.id))?.stock).toBe(0);
    const movements = await inventory.listMovementsOfPart(part!.id, 200);
    expect(movements.map((m) => m.delta)).toEqual(Array.from({ length: 50 }, () => -6));
    // Each movement states the exact stock after it: together they are 294, 288, …, 0.
    expect(movements.map((m) => m.after).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i * 6));
  });

  it(
    'with stock for 10: exactly 10 orders, stock 0, and 40 customers told the part ran short (not a conflict)',
    { timeout: 300_000 },
    async () => {
      const [part] = await generatedCatalogue(1, 60);
      // Every quote read the 60 before the other carts held them, so all 50 carts reach the checkout's holds.
      const { carts, results } = await quotedAtStock(part!.id, 60, async () => {
        const carts = await fiftyCarts(part!);
        const results = await Promise.allSettled(carts.map((c) => checkout.placeOrder(identityOf(c.user), c.user.userId, c.body, ports)));
        return { carts, results };
      });
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      const refused = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as { kind: string; code: string; message: string }] : [],
      );
      expect(refused).toHaveLength(40);
      for (const e of refused) {
        expect(e).toMatchObject({ kind: 'bad_request', code: 'insufficient_stock' });
        expect(e.message).toMatch(/^C7\d+: Selected part has insufficient inventory for board quantity \(needs 6, \d+ in stock\)/);
      }
      expect((await parts.getPartById(part!.id))?.stock).toBe(0);
      // Nothing held by the 40: their order stock records are released, with no reservation left.
      for (const c of carts) {
        const record = await reservations.getOrderStock(c.body.idempotency_key);
        expect(['taken', 'released']).toContain(record?.state);
        expect(await reservations.listReservations(c.body.idempotency_key)).toEqual([]);
      }
      const deltas = (await inventory.listMovementsOfPart(part!.id, 200)).map((m) => m.delta);
      expect(deltas.reduce((sum, d) => sum + d, 0)).toBe(-60);
    },
  );
});

describe('a checkout killed between its holds and its order', () => {
  // A short lease instead of 15 minutes, so the sweeper (on real time) touches no other test's checkout.
  const LEASE_MS = 4_000;
  const pastLease = () => new Promise((resolve) => setTimeout(resolve, LEASE_MS + 200));

  it('leaves nothing held once the sweeper runs after the lease; a retry before that re-uses the holds', { timeout: 120_000 }, async () => {
    const catalogue = await generatedCatalogue(30, 100);
    const ids = catalogue.map((p) => p.id);
    const user = await newUser('killed');
    const orderId = newId();
    const wanted = catalogue.map((p, i) => ({ partId: p.id, quantity: 1 + (i % 5) }));

    // The reservation step alone, as a checkout that died right after it would leave things.
    const claimed = await holds.claimStockLease(orderId, user.userId, new Date(), LEASE_MS);
    if (!claimed.ok) throw new Error('claim refused');
    // Within the lease another attempt of the same order is refused (the first may still be running).
    expect(await holds.claimStockLease(orderId, user.userId, new Date(), LEASE_MS)).toEqual({ ok: false, state: 'reserving' });
    expect(await holds.reserveStock(claimed.lease, wanted, new Date())).toBeNull();
    const held = await stockOf(ids);
    for (const w of wanted) expect(held.get(w.partId)).toBe(100 - w.quantity);
    expect(await reservations.listReservations(orderId)).toHaveLength(30);

    // After the lease, a retry takes it over and re-uses every hold (no part is taken twice).
    await pastLease();
    const retried = await holds.claimStockLease(orderId, user.userId, new Date(), LEASE_MS);
    if (!retried.ok) throw new Error('retry refused');
    expect(await holds.reserveStock(retried.lease, wanted, new Date())).toBeNull();
    expect(await stockOf(ids)).toEqual(held);

    // That retry dies too; after its lease the sweeper releases everything.
    await pastLease();
    const report = await sweeper.sweepOrderStock(new Date());
    expect(report.released).toBeGreaterThanOrEqual(1);
    const back = await stockOf(ids);
    expect([...back.values()].filter((s) => s !== 100)).toEqual([]);
    expect(await reservations.listReservations(orderId)).toEqual([]);
    expect(await reservations.getOrderStock(orderId)).toMatchObject({ state: 'released' });
    // The ledger explains it: the part's hold and its release, each with the exact figure after.
    const movements = await inventory.listMovementsOfPart(ids[4]!);
    expect(movements.map((m) => [m.delta, m.after])).toEqual([
      [5, 100],
      [-5, 95],
    ]);
    // Nothing is released twice.
    await sweeper.sweepOrderStock(new Date());
    expect([...(await stockOf(ids)).values()].filter((s) => s !== 100)).toEqual([]);
  });

  it(
    'a checkout that died between the reservation item and the decrement: the retry takes the part exactly once',
    { timeout: 60_000 },
    async () => {
      const [part] = await generatedCatalogue(1, 20);
      const user = await newUser('half-held');
      const orderId = newId();
      const claimed = await holds.claimStockLease(orderId, user.userId, new Date(), LEASE_MS);
      if (!claimed.ok) throw new Error('claim refused');
      // Only the reservation item was written when the attempt died.
      const { db } = await import('#lambdas/core/db/service.ts');
      const now = new Date().toISOString();
      await db()
        .entities.stockReservation.put({ orderId, partId: part!.id, userId: user.userId, quantity: 4, at: now, expiresAt: now })
        .go();
      expect((await parts.getPartById(part!.id))?.stock).toBe(20);

      await pastLease();
      const retried = await holds.claimStockLease(orderId, user.userId, new Date(), LEASE_MS);
      if (!retried.ok) throw new Error('retry refused');
      expect(await holds.reserveStock(retried.lease, [{ partId: part!.id, quantity: 4 }], new Date())).toBeNull();
      expect(await holds.reserveStock(retried.lease, [{ partId: part!.id, quantity: 4 }], new Date())).toBeNull();
      expect((await parts.getPartById(part!.id))?.stock).toBe(16);
      expect(await holds.releaseLease(retried.lease, 'test: not placed')).toBe(true);
      expect((await parts.getPartById(part!.id))?.stock).toBe(20);
      expect((await inventory.listMovementsOfPart(part!.id)).map((m) => [m.delta, m.after])).toEqual([
        [4, 20],
        [-4, 16],
      ]);
    },
  );
});
