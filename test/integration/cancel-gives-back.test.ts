import { beforeAll, describe, expect, inject, it } from 'vitest';
import { boardVersionsOf, type CheckoutPayment, type Order, type PlaceOrderBody, type StaffOrder } from '#contracts/schemas/orders.ts';
import {
  cartUpdate,
  checkoutPorts,
  fakeCardProcessor,
  identityOf,
  newUser,
  SPRINGFIELD,
  uploadPurchaseOrder,
} from '../support/checkout.ts';
import { outboxTo } from '../support/outbox.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';

// What a cancel gives back besides stock (docs/orders.md): the boards can be
// ordered again, and the money goes back — a captured card payment refunded
// (once, whatever is retried), an authorisation never captured released, a
// refund the card processor cannot make shown as due until staff mark it
// done — and the cancel e-mail says which. Core against the local emulators,
// the card processor a recording double.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const cardPayment = await import('#lambdas/core/checkout/card-payment.ts');
const staff = await import('#lambdas/core/orders/order-state-changes.ts');
const staffOrders = await import('#lambdas/core/orders/staff-orders.ts');
const afterCancel = await import('#lambdas/core/orders/after-cancel.ts');
const boards = await import('#lambdas/core/db/boards.ts');
const orderRecords = await import('#lambdas/core/db/orders.ts');

type Ports = Awaited<ReturnType<typeof checkoutPorts>>;
let ports: Ports;
let admin: ReturnType<typeof identityOf>;
const outbox = (to: string) => outboxTo(inject('stack').dataDir, to);

beforeAll(async () => {
  ports = await checkoutPorts();
  admin = identityOf(await newUser('gives-back-admin'), ['Admin']);
});

const cancel = (ports: Ports, orderId: string, version: number) =>
  staff.changeOrderState(admin, orderId, { kind: 'order', to: 'Canceled', version, note: 'Customer asked' }, ports);

/** The customer's cart with `boardId` in it, shipped by Ground, ready to order. */
async function readyCart(userId: string, boardId: string, ports: Ports) {
  let c = await cart.getShoppingCart(userId, ports);
  c = await cart.updateShoppingCart(userId, cartUpdate(c, { items: [{ board_id: boardId }], shipping_address: SPRINGFIELD }), ports);
  c = await cart.updateShoppingCart(userId, cartUpdate(c, { shipping_rate: c.shipping_rates.find((r) => r.rate_id === 'ground')! }), ports);
  expect(c.state, JSON.stringify(c.issues)).toBe('Cart can be ordered');
  return c;
}

async function orderByPurchaseOrder(user: { userId: string; email: string }, boardId: string): Promise<Order> {
  const c = await readyCart(user.userId, boardId, ports);
  const payment: CheckoutPayment = {
    method: 'Purchase order',
    purchase_order_number: 'PO-9',
    send_invoice_to: 'ap@example.com',
    upload_id: await uploadPurchaseOrder(user.userId),
  };
  const body: PlaceOrderBody = {
    idempotency_key: c.next_order_id,
    cart_version: c.version,
    board_versions: boardVersionsOf(c),
    expected_total_cents: c.order_total,
    payment,
  };
  return checkout.placeOrder(identityOf(user), user.userId, body, ports);
}

/** A card order; `capture: false` leaves the authorisation uncaptured (the capture failed). */
async function orderByCard(name: string, options: { capture: boolean }) {
  const card = fakeCardProcessor();
  const port = options.capture ? card.port : { ...card.port, capture: () => Promise.reject(new Error('card network down')) };
  const withCard: Ports = { ...ports, cardPayments: port, cardPaymentsAvailable: true };
  const user = await newUser(name);
  const boardId = await processedBoard(user.userId, 'card.zip', undefined, 5);
  const c = await readyCart(user.userId, boardId, withCard);
  const seen = {
    idempotency_key: c.next_order_id,
    cart_version: c.version,
    board_versions: boardVersionsOf(c),
    expected_total_cents: c.order_total,
  };
  const auth = await cardPayment.authorizeCardPayment(user.userId, { ...seen, attempt_id: crypto.randomUUID() }, withCard);
  card.confirm(auth.payment_intent_id);
  const order = await checkout.placeOrder(
    identityOf(user),
    user.userId,
    { ...seen, payment: { method: 'Card', payment_intent_id: auth.payment_intent_id } },
    withCard,
  );
  return { user, order, card, withCard, intentId: auth.payment_intent_id };
}

const lastMail = (email: string) =>
  outbox(email)
    .filter((m) => m.subject.endsWith(': Canceled'))
    .at(-1);

describe('the boards of a canceled order', () => {
  it('go back to Created: the same board goes into the cart again and is ordered again', async () => {
    const user = await newUser('reorder');
    const boardId = await processedBoard(user.userId, 'reorder.zip', undefined, 4);
    const first = await orderByPurchaseOrder(user, boardId);
    expect((await boards.getBoard(boardId))?.lifecycle).toBe('Order received');

    const canceled = await cancel(ports, first.order_id, first.version);
    expect(canceled.state).toBe('Canceled');
    expect((await boards.getBoard(boardId))?.lifecycle).toBe('Created');
    expect(lastMail(user.email)?.text).toContain('Your order was canceled. Nothing was charged.');

    const again = await orderByPurchaseOrder(user, boardId);
    expect(again.order_id).not.toBe(first.order_id);
    expect(again.items).toMatchObject([{ board_id: boardId, quantity: 4 }]);
    expect((await boards.getBoard(boardId))?.lifecycle).toBe('Order received');
    // Reopening again (a retried step) leaves a board of a live order alone.
    expect(await afterCancel.reopenBoards(await orderRecords.getOrderRecord(first.order_id).then((o) => o!))).toEqual([]);
    expect((await boards.getBoard(boardId))?.lifecycle).toBe('Order received');
  });
});

describe('the money of a canceled order', () => {
  it('a captured card payment is refunded in the same move, once, under the order’s key; the e-mail says so', async () => {
    const { user, order, card, withCard, intentId } = await orderByCard('refund-card', { capture: true });
    expect(order.payment_state).toBe('Paid in full');

    const canceled = (await cancel(withCard, order.order_id, order.version)) as StaffOrder;
    expect(canceled).toMatchObject({ state: 'Canceled', payment_state: 'Refunded', refund_due: false });
    expect(canceled.history.at(-1)).toMatchObject({
      kind: 'payment',
      from: 'Paid in full',
      to: 'Refunded',
      actor: 'System',
      note: expect.stringContaining('to the card (Stripe re_test1)'),
    });
    expect(card.calls.filter((c) => c.startsWith('refund'))).toEqual([`refund ${intentId} refund-${order.order_id}`]);
    expect(lastMail(user.email)?.text).toContain(`We refunded $${(order.order_total / 100).toFixed(2)} to your card.`);

    // Retried: the cancel is refused, settling again refunds nothing, and a second call to Stripe would reuse the key.
    await expect(cancel(withCard, order.order_id, canceled.version)).rejects.toMatchObject({ code: 'transition_not_allowed' });
    expect(await afterCancel.settleCanceledPayment((await orderRecords.getOrderRecord(order.order_id))!, withCard.cardPayments)).toEqual({
      kind: 'nothing_charged',
    });
    expect(card.refunds.size).toBe(1);
  });

  it('an authorisation never captured is released, not refunded; nothing was charged', async () => {
    const { user, order, card, withCard, intentId } = await orderByCard('release-card', { capture: false });
    expect(order.payment_state).toBe('Has balance');
    const canceled = (await cancel(withCard, order.order_id, order.version)) as StaffOrder;
    expect(canceled).toMatchObject({ state: 'Canceled', payment_state: 'Has balance', refund_due: false });
    expect(card.calls.filter((c) => c.startsWith('refund'))).toEqual([]);
    expect(card.calls).toContain(`cancel ${intentId} cancel-${intentId}`);
    expect(card.intents.get(intentId)?.status).toBe('canceled');
    expect(canceled.history.at(-1)).toMatchObject({ kind: 'payment', to: 'Card authorisation released' });
    expect(lastMail(user.email)?.text).toContain('Nothing was charged: the hold of');
  });

  it('a refund the card processor cannot make is due: the desk shows it until staff mark it done; the e-mail says a refund is owed', async () => {
    const { user, order, card, withCard } = await orderByCard('due-card', { capture: true });
    card.refundsEndAs('failed');
    const canceled = (await cancel(withCard, order.order_id, order.version)) as StaffOrder;
    expect(canceled).toMatchObject({ state: 'Canceled', payment_state: 'Paid in full', refund_due: true });
    expect(canceled.history.at(-1)).toMatchObject({
      kind: 'payment',
      to: 'Refund due',
      note: expect.stringContaining('failed (expired_or_canceled_card)'),
    });
    expect(canceled.allowed_moves.payment).toEqual(['Refunded']);
    expect(lastMail(user.email)?.text).toContain('we owe you a refund');

    const desk = await staffOrders.listStaffOrders({ state: 'Canceled' });
    expect(desk.orders.find((o) => o.order_id === order.order_id)).toMatchObject({ refund_due: true });

    // Staff refunded it by hand and mark it done: no longer due; Stripe is asked under the same key (it answers with the same refund).
    const done = await staff.changeOrderState(
      admin,
      order.order_id,
      { kind: 'payment', to: 'Refunded', version: canceled.version, note: 'Refunded in the Stripe dashboard' },
      withCard,
    );
    expect(done).toMatchObject({ payment_state: 'Refunded', refund_due: false });
    expect(card.refunds.size).toBe(1);
  });
});
