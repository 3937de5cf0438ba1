import { beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type PlaceOrderBody, type StaffOrder } from '#contracts/schemas/orders.ts';
import {
  cartUpdate,
  catalogPartInTable,
  checkoutPorts,
  handPlacePart,
  identityOf,
  newsletterSignUp,
  newUser,
  SPRINGFIELD,
  uploadPurchaseOrder,
} from '../support/checkout.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';

// Staff cancel an order and everything it held comes back in the same
// transaction as the state change: each part's stock (exactly, with a
// movement), the production booking, the coupon (usable again) and the
// customer's order count. Against the local emulators, no HTTP in between.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const staff = await import('#lambdas/core/orders/order-state-changes.ts');
const coupons = await import('#lambdas/core/db/coupons.ts');
const inventory = await import('#lambdas/core/db/inventory.ts');
const parts = await import('#lambdas/core/db/parts.ts');
const bookings = await import('#lambdas/core/db/production-bookings.ts');
const users = await import('#lambdas/core/db/users.ts');

type Ports = Awaited<ReturnType<typeof checkoutPorts>>;
let ports: Ports;
let admin: ReturnType<typeof identityOf>;

beforeAll(async () => {
  ports = await checkoutPorts();
  admin = identityOf(await newUser('cancel-admin'), ['Admin']);
});

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
      purchase_order_number: 'PO-77',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrder(userId),
    },
  };
}

/** A customer's order of `quantity` boards (each placing 3 of `partId` when given), shipped by Ground, optionally with their newsletter coupon. */
async function placedOrder(name: string, quantity: number, options: { partId?: string; newsletterCoupon?: boolean } = {}) {
  const user = await newUser(name);
  const boardId = await processedBoard(user.userId, undefined, undefined, quantity);
  if (options.partId) await handPlacePart(boardId, options.partId, 3);
  let current = await cart.getShoppingCart(user.userId, ports);
  current = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(current, { items: [{ board_id: boardId }], shipping_address: SPRINGFIELD }),
    ports,
  );
  let code: string | null = null;
  if (options.newsletterCoupon) code = await newsletterSignUp(user.email);
  current = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(current, {
      shipping_rate: current.shipping_rates.find((r) => r.rate_id === 'ground')!,
      coupons_applied: code ? [{ id: code }] : [],
    }),
    ports,
  );
  expect(current.state, JSON.stringify(current.issues)).toBe('Cart can be ordered');
  const order = await checkout.placeOrder(identityOf(user), user.userId, await poBody(user.userId, current), ports);
  return { user, order, code };
}

const cancel = (orderId: string, version: number, note = '') =>
  staff.changeOrderState(admin, orderId, { kind: 'order', to: 'Canceled', version, note }, ports);

describe('canceling an order gives back what it held', () => {
  it('returns the stock exactly with a movement, releases the booking and the coupon, uncounts the order; a second cancel is refused', async () => {
    const part = await catalogPartInTable(1_000);
    const { user, order, code } = await placedOrder('cancel-all', 100, { partId: part.id, newsletterCoupon: true });
    // 100 boards × 3 hand-placed parts (no spares) = 300 taken; 100 boards booked on the ship day.
    const taken = 300;
    expect((await parts.getPartById(part.id))?.stock).toBe(1_000 - taken);
    expect(order.coupons_applied).toEqual([{ id: code, discount_cents: 10_000 }]);
    const bookedWithOrder = await bookings.bookedBoards('standard', order.lead_time.ship_date!);
    expect(bookedWithOrder).toBeGreaterThanOrEqual(100);
    expect((await users.getUserById(user.userId))?.ordersPlaced).toBe(1);

    const canceled = (await cancel(order.order_id, order.version, 'Customer asked')) as StaffOrder;
    expect(canceled).toMatchObject({ state: 'Canceled', version: order.version + 1 });
    expect(canceled.allowed_moves.order).toEqual([]);

    // Stock: exactly back, with the movement that says why.
    expect((await parts.getPartById(part.id))?.stock).toBe(1_000);
    const movements = await inventory.listMovementsOfPart(part.id);
    expect(movements.map((m) => [m.delta, m.after, m.reason])).toEqual([
      [taken, 1_000, `Order ${order.order_id} canceled`],
      [-taken, 1_000 - taken, `Order ${order.order_id}`],
    ]);
    expect(movements[0]!.actor).toBe(admin.email);
    // Production capacity: the booking is gone.
    expect(await bookings.bookedBoards('standard', order.lead_time.ship_date!)).toBe(bookedWithOrder - 100);
    // The coupon: not consumed, not redeemed, and the customer's next cart may use it.
    expect(await coupons.getCoupon(code!)).toMatchObject({ usesCount: 0 });
    expect((await coupons.getCoupon(code!))?.consumedAt).toBeUndefined();
    expect(await coupons.hasRedeemed(code!, user.userId)).toBe(false);
    expect((await users.getUserById(user.userId))?.ordersPlaced).toBe(0);
    const boardId = await processedBoard(user.userId, 'again.zip', undefined, 100);
    await handPlacePart(boardId, part.id, 3);
    let next = await cart.getShoppingCart(user.userId, ports);
    next = await cart.updateShoppingCart(
      user.userId,
      cartUpdate(next, { items: [{ board_id: boardId }], pickup_info: next.pickup_locations[0]!, coupons_applied: [{ id: code! }] }),
      ports,
    );
    expect(next.coupon_results).toEqual([{ id: code, discount_cents: 10_000, problem: null }]);
    const again = await checkout.placeOrder(identityOf(user), user.userId, await poBody(user.userId, next), ports);
    expect(again.coupons_applied).toEqual([{ id: code, discount_cents: 10_000 }]);

    // The history: staff's cancel with its note, then what was released, by System.
    expect(canceled.history.slice(-2).map((e) => [e.kind, e.from, e.to, e.actor, e.note])).toEqual([
      ['order', 'Created', 'Canceled', 'Engineer', 'Customer asked'],
      ['released', null, 'Released', 'System', expect.stringContaining(`Returned to stock: ${taken} × `)],
    ]);
    expect(canceled.history.at(-1)!.note).toContain(`Coupon ${code} can be used again.`);

    // Canceled is final: a second cancel is refused and gives nothing back twice.
    await expect(cancel(order.order_id, canceled.version)).rejects.toMatchObject({ code: 'transition_not_allowed' });
    // (The customer's new order took its 300 again; nothing else moved.)
    expect((await parts.getPartById(part.id))?.stock).toBe(1_000 - taken);
    expect((await inventory.listMovementsOfPart(part.id)).map((m) => m.delta)).toEqual([-taken, taken, -taken]);
  });

  it('an order that was received can still be canceled, and a stale version is a conflict that releases nothing', async () => {
    const part = await catalogPartInTable(500);
    const { order } = await placedOrder('cancel-received', 10, { partId: part.id });
    const received = await staff.changeOrderState(
      admin,
      order.order_id,
      { kind: 'order', to: 'Order received', version: order.version, note: '' },
      ports,
    );
    await expect(cancel(order.order_id, order.version)).rejects.toMatchObject({ code: 'order_version_conflict' });
    expect((await parts.getPartById(part.id))?.stock).toBe(470);
    const canceled = await cancel(order.order_id, received.version);
    expect(canceled.history.filter((e) => e.kind === 'order').map((e) => e.to)).toEqual(['Created', 'Order received', 'Canceled']);
    expect((await parts.getPartById(part.id))?.stock).toBe(500);
  });
});

describe('canceling under concurrency', () => {
  it('a cancel racing another state change on the same version: exactly one wins, and stock comes back only if the cancel did', async () => {
    const part = await catalogPartInTable(300);
    const { order } = await placedOrder('cancel-race', 10, { partId: part.id });
    const results = await Promise.allSettled([
      cancel(order.order_id, order.version),
      staff.changeOrderState(admin, order.order_id, { kind: 'order', to: 'Order received', version: order.version, note: '' }, ports),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as { code: string }).code)).toEqual(['order_version_conflict']);
    const cancelWon = results[0].status === 'fulfilled';
    expect((await parts.getPartById(part.id))?.stock).toBe(cancelWon ? 300 : 270);
  });

  it('two cancels at once: one cancels, the other is refused, and the stock comes back once', async () => {
    const part = await catalogPartInTable(90);
    const { order } = await placedOrder('cancel-twice', 10, { partId: part.id });
    const results = await Promise.allSettled([cancel(order.order_id, order.version), cancel(order.order_id, order.version)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await parts.getPartById(part.id))?.stock).toBe(90);
    expect((await inventory.listMovementsOfPart(part.id)).map((m) => m.delta)).toEqual([30, -30]);
  });

  it('a cancel while another customer takes the same part: both land, and the stock adds up exactly', async () => {
    const part = await catalogPartInTable(60);
    const first = await placedOrder('cancel-share-a', 10, { partId: part.id });
    expect((await parts.getPartById(part.id))?.stock).toBe(30);
    // A second customer's ready cart for the same part, checked out while the first order is canceled.
    const other = await newUser('cancel-share-b');
    const boardId = await processedBoard(other.userId, undefined, undefined, 10);
    await handPlacePart(boardId, part.id, 3);
    let c = await cart.getShoppingCart(other.userId, ports);
    c = await cart.updateShoppingCart(
      other.userId,
      cartUpdate(c, { items: [{ board_id: boardId }], shipping_address: SPRINGFIELD }),
      ports,
    );
    c = await cart.updateShoppingCart(other.userId, cartUpdate(c, { shipping_rate: c.shipping_rates[0]! }), ports);
    const body = await poBody(other.userId, c);
    const [canceled, placed] = await Promise.all([
      cancel(first.order.order_id, first.order.version),
      checkout.placeOrder(identityOf(other), other.userId, body, ports),
    ]);
    expect(canceled.state).toBe('Canceled');
    expect(placed.state).toBe('Created');
    expect((await parts.getPartById(part.id))?.stock).toBe(30);
    const movements = await inventory.listMovementsOfPart(part.id);
    expect(movements.map((m) => m.delta).sort((a, b) => a - b)).toEqual([-30, -30, 30]);
  });
});
