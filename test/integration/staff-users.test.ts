import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type Order } from '#contracts/schemas/orders.ts';
import type { StaffUserList, StaffUserSummary } from '#contracts/schemas/staff-users.ts';
import { customerWithUser } from '../support/boards.ts';
import { newUser } from '../support/checkout.ts';
import { api, newCustomer, signIn, type TestIdentity } from '../support/identities.ts';
import { placeOrderOverHttp, readyCartOverHttp } from '../support/orders-http.ts';
import { useStackEnv } from '../support/store-env.ts';

// /internal/users over HTTP: Admin finds accounts by e-mail (paginated), sees
// their groups and orders, and approves paying later — which the customer's
// cart and checkout then honour ("None needed"). Customers get 403.

type Customer = TestIdentity & { userId: string };
let admin: TestIdentity;
let ada: Customer;
let engineer: Customer;
const tag = `staffusers${Date.now().toString(36)}`;

beforeAll(async () => {
  useStackEnv();
  const stack = inject('stack');
  admin = await signIn(stack.admin!.email, stack.admin!.password);
  ada = await customerWithUser(`${tag}-ada`);
  const eng = await newCustomer(`${tag}-eng`, ['Engineer']);
  const created = await api('PUT', '/api/users', { token: eng.idToken });
  engineer = { ...eng, userId: created.json.user_id as string };
}, 60_000);

const list = async (query: string) => {
  const res = await api('GET', `/api/internal/users${query}`, { token: admin.idToken });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as StaffUserList;
};

describe('GET /api/internal/users', () => {
  it('finds accounts by any part of the e-mail in any letter case, with their staff groups and orders placed', async () => {
    const found = await list(`?search=${encodeURIComponent(tag.toUpperCase())}`);
    expect(found.users.map((u) => u.email).sort()).toEqual([ada.email, engineer.email].sort());
    const eng = found.users.find((u) => u.user_id === engineer.userId)!;
    expect(eng).toMatchObject({
      groups: ['Engineer'],
      orders_placed: 0,
      payment_approval: { payment_not_required: false, version: 0, changed_by: null, changed_at: null },
    });
    expect(found.users.find((u) => u.user_id === ada.userId)!.groups).toEqual([]);
    // Sorted by e-mail.
    expect(found.users.map((u) => u.email)).toEqual([...found.users.map((u) => u.email)].sort());
  });

  it('pages through many accounts 25 at a time, each once', async () => {
    const pager = `${tag}pager`;
    const made = await Promise.all(Array.from({ length: 27 }, (_, i) => newUser(`${pager}-${String(i).padStart(2, '0')}`)));
    const first = await list(`?search=${pager}`);
    expect(first.users).toHaveLength(25);
    expect(first.cursor).not.toBeNull();
    const second = await list(`?search=${pager}&cursor=${encodeURIComponent(first.cursor!)}`);
    const seen = [...first.users, ...second.users].map((u) => u.user_id);
    expect(new Set(seen).size).toBe(27);
    expect(seen.sort()).toEqual(made.map((u) => u.userId).sort());
  });

  it('lists users written before the e-mail index once `index-users` has run', async () => {
    const { db } = await import('#lambdas/core/db/service.ts');
    const { documentClient, tableName } = await import('#lambdas/core/db/client.ts');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { indexUsersByEmail } = await import('#lambdas/core/db/users.ts');
    const { userId } = await newUser(`${tag}-legacy`);
    // As the table held users before: no emailKey and so no index keys.
    const { Key } = db().entities.user.get({ userId }).params<{ Key: Record<string, string> }>();
    await documentClient.send(new UpdateCommand({ TableName: tableName(), Key, UpdateExpression: 'REMOVE emailKey, gsi2pk, gsi2sk' }));
    expect((await list(`?search=${tag}-legacy`)).users).toEqual([]);
    expect(await indexUsersByEmail()).toBeGreaterThanOrEqual(1);
    expect((await list(`?search=${tag}-legacy`)).users.map((u) => u.user_id)).toEqual([userId]);
    expect(await indexUsersByEmail()).toBe(0);
  });

  it('refuses customers and Engineers (403) and strangers (401)', async () => {
    for (const token of [ada.idToken, engineer.idToken]) {
      expect((await api('GET', '/api/internal/users', { token })).status).toBe(403);
      expect(
        (
          await api('PUT', `/api/internal/users/${ada.userId}/payment-approval`, {
            token,
            body: { payment_not_required: true, version: 0 },
          })
        ).status,
      ).toBe(403);
    }
    expect((await api('GET', '/api/internal/users')).status).toBe(401);
  });
});

describe('approval to pay later', () => {
  it('Admin approves from the version seen (who and when recorded; a stale change is 409); the cart then offers None needed and the checkout places the order with it', async () => {
    const cart = await readyCartOverHttp(ada);
    expect(cart.payment_options.find((o) => o.method === 'None needed')?.available).toBe(false);

    const path = `/api/internal/users/${ada.userId}/payment-approval`;
    const approved = await api('PUT', path, { token: admin.idToken, body: { payment_not_required: true, version: 0 } });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const user = approved.json as unknown as StaffUserSummary;
    expect(user.payment_approval).toMatchObject({ payment_not_required: true, version: 1, changed_by: admin.email });
    expect(Date.now() - Date.parse(user.payment_approval.changed_at!)).toBeLessThan(60_000);
    const stale = await api('PUT', path, { token: admin.idToken, body: { payment_not_required: false, version: 0 } });
    expect([stale.status, stale.json.code]).toEqual([409, 'payment_approval_conflict']);
    expect(
      (
        await api('PUT', `/api/internal/users/${'q'.repeat(24)}/payment-approval`, {
          token: admin.idToken,
          body: { payment_not_required: true, version: 0 },
        })
      ).status,
    ).toBe(404);

    const reread = (await api('GET', `/api/users/${ada.userId}/shopping-cart`, { token: ada.idToken })).json as unknown as ShoppingCart;
    expect(reread.payment_options.find((o) => o.method === 'None needed')?.available).toBe(true);
    const placed = await api('POST', `/api/users/${ada.userId}/orders`, {
      token: ada.idToken,
      body: {
        idempotency_key: reread.next_order_id,
        cart_version: reread.version,
        board_versions: boardVersionsOf(reread),
        expected_total_cents: reread.order_total,
        payment: { method: 'None needed' },
      },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    expect(placed.json).toMatchObject({ payment_method: 'None needed', payment_state: 'Has balance', invoice_state: 'Not yet invoiced' });

    // The account now counts the order, and Admin reads its orders; withdrawing the approval takes None needed away again.
    expect((await list(`?search=${encodeURIComponent(ada.email)}`)).users).toMatchObject([
      { user_id: ada.userId, orders_placed: 1, payment_approval: { payment_not_required: true, version: 1 } },
    ]);
    const orders = (await api('GET', `/api/users/${ada.userId}/orders`, { token: admin.idToken })).json.orders as Order[];
    expect(orders.map((o) => [o.order_id, o.payment_method])).toEqual([[placed.json.order_id, 'None needed']]);
    const withdrawn = await api('PUT', path, { token: admin.idToken, body: { payment_not_required: false, version: 1 } });
    expect((withdrawn.json as unknown as StaffUserSummary).payment_approval).toMatchObject({ payment_not_required: false, version: 2 });
    const next = await readyCartOverHttp(ada);
    expect(next.payment_options.find((o) => o.method === 'None needed')?.available).toBe(false);
    const byPurchaseOrder = await placeOrderOverHttp(ada, next);
    expect(byPurchaseOrder.res.status).toBe(201);
  });
});
