import { beforeAll, describe, expect, inject, it } from 'vitest';
import { boardVersionsOf, type Order, type StaffOrder } from '#contracts/schemas/orders.ts';
import { customerWithUser } from '../support/boards.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { placeOrderOverHttp, readyCartOverHttp, uploadPurchaseOrderOverHttp } from '../support/orders-http.ts';
import { useStackEnv } from '../support/store-env.ts';

// The checkout and order routes over HTTP, one business rule per test, each
// asserting the status and error code: who may call, and the staff desk.

type Customer = TestIdentity & { userId: string };
let ada: Customer;
let eve: Customer;
let admin: TestIdentity;
let engineer: TestIdentity;
let order: Order;

beforeAll(async () => {
  useStackEnv();
  [ada, eve] = await Promise.all([customerWithUser('orders-ada'), customerWithUser('orders-eve')]);
  const stack = inject('stack');
  [admin, engineer] = await Promise.all([signIn(stack.admin!.email, stack.admin!.password), newCustomer('orders-eng', ['Engineer'])]);
  const placed = await placeOrderOverHttp(ada, await readyCartOverHttp(ada));
  expect(placed.res.status, JSON.stringify(placed.res.json)).toBe(201);
  order = placed.order;
}, 90_000);

describe('POST /api/users/{userId}/orders', () => {
  it('answers 201 with the order; the same idempotency key again answers with the same order', async () => {
    expect(order).toMatchObject({ state: 'Created', payment_method: 'Purchase order', customer_email: ada.email, was_tracked: false });
    const cart = await readyCartOverHttp(eve);
    const first = await placeOrderOverHttp(eve, cart);
    const again = await api('POST', `/api/users/${eve.userId}/orders`, { token: eve.idToken, body: first.body });
    expect([first.res.status, again.status]).toEqual([201, 201]);
    expect((again.json as unknown as Order).order_id).toBe(first.order.order_id);
    expect(
      ((await api('GET', `/api/users/${eve.userId}/orders`, { token: eve.idToken })).json.orders as Order[]).map((o) => o.order_id),
    ).toEqual([first.order.order_id]);
  });

  it('400 for a body that is not a payment the store takes; 409 for a cart that moved on; 403 for someone else', async () => {
    const cart = await readyCartOverHttp(ada);
    const base = {
      idempotency_key: cart.next_order_id,
      cart_version: cart.version,
      board_versions: boardVersionsOf(cart),
      expected_total_cents: cart.order_total,
    };
    expect(
      (await api('POST', `/api/users/${ada.userId}/orders`, { token: ada.idToken, body: { ...base, payment: { method: 'Bitcoin' } } }))
        .status,
    ).toBe(400);
    const none = await api('POST', `/api/users/${ada.userId}/orders`, {
      token: ada.idToken,
      body: { ...base, payment: { method: 'None needed' } },
    });
    expect([none.status, none.json.code]).toEqual([400, 'payment_required']);
    const card = await api('POST', `/api/users/${ada.userId}/orders`, {
      token: ada.idToken,
      body: { ...base, payment: { method: 'Card', payment_intent_id: 'pi_123' } },
    });
    expect([card.status, card.json.code, card.json.message]).toEqual([503, 'card_payment_unavailable', 'Card payment is unavailable.']);
    const stale = await api('POST', `/api/users/${ada.userId}/orders`, {
      token: ada.idToken,
      body: { ...base, cart_version: cart.version + 1, payment: { method: 'None needed' } },
    });
    expect([stale.status, stale.json.code]).toEqual([409, 'cart_version_conflict']);
    const uploadId = await uploadPurchaseOrderOverHttp(ada);
    const po = { method: 'Purchase order', purchase_order_number: 'PO-1', send_invoice_to: 'ap@example.com', upload_id: uploadId };
    expect((await api('POST', `/api/users/${ada.userId}/orders`, { token: eve.idToken, body: { ...base, payment: po } })).status).toBe(403);
    // Eve cannot use Ada's purchase-order document either.
    const eveCart = await readyCartOverHttp(eve);
    const borrowed = await api('POST', `/api/users/${eve.userId}/orders`, {
      token: eve.idToken,
      body: {
        idempotency_key: eveCart.next_order_id,
        cart_version: eveCart.version,
        board_versions: boardVersionsOf(eveCart),
        expected_total_cents: eveCart.order_total,
        payment: po,
      },
    });
    expect([borrowed.status, borrowed.json.code]).toEqual([400, 'purchase_order_file_missing']);
  });

  it('the card authorisation route says card payment is unavailable without keys (503), never a pretend success', async () => {
    const cart = await readyCartOverHttp(eve);
    const res = await api('POST', `/api/users/${eve.userId}/shopping-cart/card-payment`, {
      token: eve.idToken,
      body: {
        idempotency_key: cart.next_order_id,
        cart_version: cart.version,
        board_versions: boardVersionsOf(cart),
        expected_total_cents: cart.order_total,
        attempt_id: crypto.randomUUID(),
      },
    });
    expect([res.status, res.json.code]).toEqual([503, 'card_payment_unavailable']);
    expect(cart.payment_options.find((o) => o.method === 'Card')).toEqual({
      method: 'Card',
      available: false,
      unavailable_reason: 'Card payment is unavailable.',
    });
  });

  it('refuses a purchase-order document that is not a PDF or image (400) or too large (413)', async () => {
    const path = `/api/users/${ada.userId}/purchase-order-files`;
    expect(
      (await api('POST', path, { token: ada.idToken, body: { file_name: 'po.exe', content_type: 'application/x-msdownload', size: 10 } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api('POST', path, {
          token: ada.idToken,
          body: { file_name: 'po.pdf', content_type: 'application/pdf', size: 11 * 1024 * 1024 },
        })
      ).status,
    ).toBe(413);
  });
});

describe('GET /api/orders/{orderId} and PUT …/tracked', () => {
  it('the customer reads their order with its history; staff (Admin, Engineer) read it too; another customer gets 403', async () => {
    const mine = await api('GET', `/api/orders/${order.order_id}`, { token: ada.idToken });
    expect(mine.status).toBe(200);
    expect((mine.json as unknown as Order).history.map((e) => e.to)).toEqual(['Created', 'Not yet invoiced', 'Has balance']);
    expect((mine.json as unknown as Order).purchase_order?.file_url).toMatch(/^http/);
    expect((await api('GET', `/api/orders/${order.order_id}`, { token: admin.idToken })).status).toBe(200);
    expect((await api('GET', `/api/orders/${order.order_id}`, { token: engineer.idToken })).status).toBe(200);
    expect((await api('GET', `/api/orders/${order.order_id}`, { token: eve.idToken })).status).toBe(403);
    expect((await api('GET', `/api/orders/${'q'.repeat(24)}`, { token: ada.idToken })).status).toBe(404);
  });

  it('only the customer marks it tracked (staff and strangers 403); twice is fine and records it once', async () => {
    const path = `/api/orders/${order.order_id}/tracked`;
    expect((await api('PUT', path, { token: eve.idToken })).status).toBe(403);
    expect((await api('PUT', path, { token: admin.idToken })).status).toBe(403);
    expect((await api('PUT', path, { token: ada.idToken })).json).toEqual({ ok: true });
    expect((await api('PUT', path, { token: ada.idToken })).status).toBe(200);
    const read = (await api('GET', `/api/orders/${order.order_id}`, { token: ada.idToken })).json as unknown as Order;
    expect(read.was_tracked).toBe(true);
    expect(read.history.filter((e) => e.kind === 'tracked')).toHaveLength(1);
  });
});

describe('the staff order desk (Admin)', () => {
  it('lists orders newest first, filters by state, and refuses customers and Engineers (403)', async () => {
    const list = await api('GET', '/api/internal/orders', { token: admin.idToken });
    expect(list.status).toBe(200);
    const ids = (list.json.orders as { order_id: string }[]).map((o) => o.order_id);
    expect(ids).toContain(order.order_id);
    const created = await api('GET', '/api/internal/orders?state=Created', { token: admin.idToken });
    expect((created.json.orders as { state: string }[]).every((o) => o.state === 'Created')).toBe(true);
    expect((await api('GET', '/api/internal/orders', { token: ada.idToken })).status).toBe(403);
    expect((await api('GET', '/api/internal/orders', { token: engineer.idToken })).status).toBe(403);
  });

  it('moves an order only through allowed moves from the version seen, with who and when, and e-mails the customer', async () => {
    const path = `/api/internal/orders/${order.order_id}`;
    const seen = (await api('GET', path, { token: admin.idToken })).json as unknown as StaffOrder;
    expect(seen.allowed_moves.order).toEqual(['Order received', 'Canceled']);
    const skip = await api('PUT', `${path}/state`, { token: admin.idToken, body: { kind: 'order', to: 'Shipped', version: seen.version } });
    expect([skip.status, skip.json.code]).toEqual([409, 'transition_not_allowed']);
    const received = await api('PUT', `${path}/state`, {
      token: admin.idToken,
      body: { kind: 'order', to: 'Order received', version: seen.version, note: 'PO checked' },
    });
    expect(received.status, JSON.stringify(received.json)).toBe(200);
    const after = received.json as unknown as StaffOrder;
    expect(after).toMatchObject({ state: 'Order received', version: seen.version + 1 });
    expect(after.history.at(-1)).toMatchObject({
      kind: 'order',
      from: 'Created',
      to: 'Order received',
      actor: 'Engineer',
      by: admin.email,
      note: 'PO checked',
    });
    const stale = await api('PUT', `${path}/state`, {
      token: admin.idToken,
      body: { kind: 'invoice', to: 'Invoice sent', version: seen.version },
    });
    expect([stale.status, stale.json.code]).toEqual([409, 'order_version_conflict']);
    const invoiced = await api('PUT', `${path}/state`, {
      token: admin.idToken,
      body: { kind: 'invoice', to: 'Invoice sent', version: after.version },
    });
    expect((invoiced.json as unknown as StaffOrder).invoice_state).toBe('Invoice sent');
    expect(
      (await api('PUT', `${path}/state`, { token: engineer.idToken, body: { kind: 'order', to: 'Canceled', version: 1 } })).status,
    ).toBe(403);
  });

  it('cancels an order once: 200 with what it gave back in the history, then 409 for a second cancel', async () => {
    const placed = await placeOrderOverHttp(eve, await readyCartOverHttp(eve));
    const path = `/api/internal/orders/${placed.order.order_id}/state`;
    const canceled = await api('PUT', path, {
      token: admin.idToken,
      body: { kind: 'order', to: 'Canceled', version: placed.order.version, note: 'Asked by phone' },
    });
    expect(canceled.status, JSON.stringify(canceled.json)).toBe(200);
    const after = canceled.json as unknown as StaffOrder;
    expect(after.history.slice(-2).map((e) => [e.kind, e.to, e.actor])).toEqual([
      ['order', 'Canceled', 'Engineer'],
      ['released', 'Released', 'System'],
    ]);
    expect(after.allowed_moves).toEqual({ order: [], invoice: ['Invoice not needed'], payment: [] });
    const again = await api('PUT', path, { token: admin.idToken, body: { kind: 'order', to: 'Canceled', version: after.version } });
    expect([again.status, again.json.code]).toEqual([409, 'transition_not_allowed']);
    const mine = (await api('GET', `/api/orders/${placed.order.order_id}`, { token: eve.idToken })).json as unknown as Order;
    expect(mine.state).toBe('Canceled');
  });

  it('the customer routes return only the history a customer may see: no staff-only "released" entry; the staff route has it', async () => {
    const placed = await placeOrderOverHttp(eve, await readyCartOverHttp(eve));
    const id = placed.order.order_id;
    const canceled = await api('PUT', `/api/internal/orders/${id}/state`, {
      token: admin.idToken,
      body: { kind: 'order', to: 'Canceled', version: placed.order.version, note: 'Asked by phone' },
    });
    expect(canceled.status, JSON.stringify(canceled.json)).toBe(200);

    const staffView = (await api('GET', `/api/internal/orders/${id}`, { token: admin.idToken })).json as unknown as StaffOrder;
    const released = staffView.history.filter((e) => e.kind === 'released');
    expect(released).toHaveLength(1);
    expect(released[0]!.note).toContain('Production booking released');

    const one = (await api('GET', `/api/orders/${id}`, { token: eve.idToken })).json as unknown as Order;
    const listed = ((await api('GET', `/api/users/${eve.userId}/orders`, { token: eve.idToken })).json.orders as Order[]).find(
      (o) => o.order_id === id,
    )!;
    // The customer's route is the customer's view, whoever reads it.
    const adminOnCustomerRoute = (await api('GET', `/api/orders/${id}`, { token: admin.idToken })).json as unknown as Order;
    for (const view of [one, listed, adminOnCustomerRoute]) {
      expect(view.history.map((e) => e.kind)).not.toContain('released');
      expect(JSON.stringify(view.history)).not.toContain('Production booking released');
      expect(view.history.map((e) => [e.kind, e.to])).toEqual(
        staffView.history.filter((e) => e.kind !== 'released').map((e) => [e.kind, e.to]),
      );
      expect(view.history.at(-1)).toMatchObject({ kind: 'order', to: 'Canceled', note: 'Asked by phone' });
    }
  });

  it('shipping settings: Admin reads and saves from the current version (409 when stale); staff coupons are created once per code', async () => {
    const current = await api('GET', '/api/internal/shipping-settings', { token: admin.idToken });
    expect(current.status).toBe(200);
    const state = current.json as { version: number; settings: { capacity: unknown[] } };
    const saved = await api('PUT', '/api/internal/shipping-settings', {
      token: admin.idToken,
      body: { base_version: state.version, settings: state.settings },
    });
    expect([saved.status, saved.json.version, saved.json.saved_by]).toEqual([200, state.version + 1, admin.email]);
    const stale = await api('PUT', '/api/internal/shipping-settings', {
      token: admin.idToken,
      body: { base_version: state.version, settings: state.settings },
    });
    expect([stale.status, stale.json.code]).toEqual([409, 'shipping_settings_conflict']);

    const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
    const coupon = {
      code: code.toLowerCase(),
      amount_off_cents: 2_500,
      minimum_order_cents: 10_000,
      first_order_only: false,
      max_uses: 100,
      expires_on: '2099-12-31',
    };
    const made = await api('POST', '/api/internal/coupons', { token: admin.idToken, body: coupon });
    expect([made.status, made.json.code, made.json.created_by]).toEqual([201, code, admin.email]);
    expect((await api('POST', '/api/internal/coupons', { token: admin.idToken, body: coupon })).json.code).toBe('coupon_exists');
    expect(
      ((await api('GET', '/api/internal/coupons', { token: admin.idToken })).json.coupons as { code: string }[]).map((c) => c.code),
    ).toContain(code);
    expect((await api('POST', '/api/internal/coupons', { token: ada.idToken, body: coupon })).status).toBe(403);
  });
});
