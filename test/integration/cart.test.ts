import { beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { customerWithUser } from '../support/boards.ts';
import { api, signIn, type TestIdentity } from '../support/identities.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';
import { inject } from 'vitest';

// GET/PUT /api/users/{userId}/shopping-cart and GET …/summary (docs/calls.md#cart-calls)
// against the local stack: priced fresh, replaced only from the version read
// (one of two simultaneous PUTs gets 409), boards move in and out of the cart,
// and nobody reaches another customer's cart.

type Customer = TestIdentity & { userId: string };
let ada: Customer;
let eve: Customer;
let adaBoard: string;
let adaSecondBoard: string;
let eveBoard: string;

const cartPath = (c: Customer) => `/api/users/${c.userId}/shopping-cart`;
const getCart = async (c: Customer, token = c.idToken) => api('GET', cartPath(c), { token });
const putCart = async (c: Customer, body: unknown, token = c.idToken) => api('PUT', cartPath(c), { token, body });
const asCart = (json: unknown) => json as ShoppingCart;
const lifecycle = async (c: Customer, boardId: string) => (await api('GET', `/api/boards/${boardId}`, { token: c.idToken })).json.lifecycle;

function update(cart: ShoppingCart, changes: Record<string, unknown> = {}) {
  return {
    version: cart.version,
    items: cart.items.map(({ board_id }) => ({ board_id })),
    shipping_address: cart.shipping_address,
    shipping_rate: cart.shipping_rate,
    pickup_info: cart.pickup_info,
    coupons_applied: cart.coupons_applied,
    lead_time_id: cart.lead_time_id,
    ...changes,
  };
}

beforeAll(async () => {
  useStackEnv();
  [ada, eve] = await Promise.all([customerWithUser('cart-ada'), customerWithUser('cart-eve')]);
  [adaBoard, adaSecondBoard, eveBoard] = await Promise.all([
    processedBoard(ada.userId),
    processedBoard(ada.userId, 'second.zip'),
    processedBoard(eve.userId),
  ]);
}, 60_000);

describe('GET /api/users/{userId}/shopping-cart', () => {
  it('gives a customer without a cart an empty one at version 0, with issues, lead times and the pickup places', async () => {
    const res = await getCart(ada);
    expect(res.status).toBe(200);
    const cart = asCart(res.json);
    expect(cart).toMatchObject({
      version: 0,
      state: 'Cart has issues',
      items: [],
      order_total: 0,
      currency: 'USD',
      was_tracked: false,
      shipping_rates: [],
    });
    expect(cart.issues).toContain('Your cart is empty.');
    expect(cart.next_order_id).toMatch(/^[0-9a-z]{24}$/);
    expect(cart.lead_time_options.map((o) => o.lead_time_id)).toEqual(['economy', 'standard', 'express']);
    expect(cart.pickup_locations[0]?.name).toBe('Copperline workshop');
    expect((await api('GET', `${cartPath(ada)}/summary`, { token: ada.idToken })).json).toEqual({ num_items: 0 });
  });
});

describe('PUT /api/users/{userId}/shopping-cart', () => {
  it('adds a board (now "In shopping cart"), quotes it, offers rates for the address, and counts it in the summary', async () => {
    const empty = asCart((await getCart(ada)).json);
    const res = await putCart(ada, update(empty, { items: [{ board_id: adaBoard }] }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const cart = asCart(res.json);
    expect(cart.version).toBe(1);
    expect(cart.items[0]!.board).toMatchObject({
      board_id: adaBoard,
      file_name: 'core.zip',
      bom_state: 'NONE',
      quote: { state: 'Has instant quote' },
    });
    expect(cart.items[0]!.board.quote!.total_cents).toBeGreaterThan(0);
    expect(cart.issues).toEqual(['Choose a shipping address and a rate, or pickup.']);
    expect(await lifecycle(ada, adaBoard)).toBe('In shopping cart');
    expect((await api('GET', `${cartPath(ada)}/summary`, { token: ada.idToken })).json).toEqual({ num_items: 1 });

    const address = {
      name: 'Ada Lovelace',
      company_name: '',
      address_line_1: '12 Analytical Way',
      address_line_2: '',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      phone_number: '',
      address_index: null,
    };
    const withAddress = asCart((await putCart(ada, update(cart, { shipping_address: address }))).json);
    expect(withAddress.shipping_rates.map((r) => r.rate_id)).toEqual(['ground', 'two-day']);
    expect(withAddress.issues).toEqual(['Choose a shipping rate.']);
    const ready = asCart((await putCart(ada, update(withAddress, { shipping_rate: withAddress.shipping_rates[0] }))).json);
    expect(ready).toMatchObject({ version: 3, state: 'Cart can be ordered', issues: [] });
    expect(ready.order_total).toBe(ready.totals.items_cents + ready.shipping_rates[0]!.price_cents);
  });

  it('refuses a stale version with 409; of two PUTs from the same version exactly one wins and nothing is lost', async () => {
    const cart = asCart((await getCart(ada)).json);
    const stale = await putCart(ada, update(cart, { version: cart.version - 1 }));
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('cart_version_conflict');

    const [one, two] = await Promise.all([
      putCart(ada, update(cart, { lead_time_id: 'express' })),
      putCart(ada, update(cart, { items: [...cart.items.map(({ board_id }) => ({ board_id })), { board_id: adaSecondBoard }] })),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    // The loser re-applies its change to the fresh cart, as the web client does.
    const loserWasItems = two.status === 409;
    const fresh = asCart((await getCart(ada)).json);
    const retried = loserWasItems
      ? await putCart(ada, update(fresh, { items: [...fresh.items.map(({ board_id }) => ({ board_id })), { board_id: adaSecondBoard }] }))
      : await putCart(ada, update(fresh, { lead_time_id: 'express' }));
    expect(retried.status).toBe(200);
    const both = asCart(retried.json);
    expect(both.lead_time_id).toBe('express');
    expect(both.items.map((i) => i.board_id)).toEqual([adaBoard, adaSecondBoard]);
    expect(both.version).toBe(cart.version + 2);
  });

  it('a board leaving the cart goes back to Created; pickup clears the address server-side too', async () => {
    const cart = asCart((await getCart(ada)).json);
    const res = await putCart(
      ada,
      update(cart, { items: [{ board_id: adaBoard }], shipping_address: null, shipping_rate: null, pickup_info: cart.pickup_locations[0] }),
    );
    expect(res.status).toBe(200);
    expect(asCart(res.json)).toMatchObject({ shipping_address: null, shipping_rate: null, pickup_info: { location_id: 'workshop' } });
    expect(await lifecycle(ada, adaSecondBoard)).toBe('Created');
    expect(await lifecycle(ada, adaBoard)).toBe('In shopping cart');
  });

  it('refuses delivery and pickup together, an unknown lead time and the same board twice (400)', async () => {
    const cart = asCart((await getCart(ada)).json);
    const address = { name: 'A', address_line_1: '1 St', city: 'X', state: 'IL', postal_code: '62701' };
    expect((await putCart(ada, update(cart, { shipping_address: address }))).status).toBe(400);
    expect((await putCart(ada, update(cart, { lead_time_id: 'teleport' }))).json.code).toBe('unknown_lead_time');
    const twice = await putCart(ada, update(cart, { items: [{ board_id: adaBoard }, { board_id: adaBoard }] }));
    expect([twice.status, twice.json.code]).toEqual([400, 'duplicate_board']);
  });
});

describe("one customer never reaches another customer's cart", () => {
  it("403 for reading, writing and counting someone else's cart; 401 without a token", async () => {
    expect((await getCart(ada, eve.idToken)).status).toBe(403);
    expect(
      (
        await putCart(
          ada,
          { version: 0, items: [], shipping_address: null, shipping_rate: null, pickup_info: null, coupons_applied: [] },
          eve.idToken,
        )
      ).status,
    ).toBe(403);
    expect((await api('GET', `${cartPath(ada)}/summary`, { token: eve.idToken })).status).toBe(403);
    expect((await api('GET', cartPath(ada))).status).toBe(401);
  });

  it("refuses someone else's board in your cart (403) and leaves that board alone", async () => {
    const cart = asCart((await getCart(ada)).json);
    const res = await putCart(ada, update(cart, { items: [...cart.items.map(({ board_id }) => ({ board_id })), { board_id: eveBoard }] }));
    expect(res.status).toBe(403);
    expect(await lifecycle(eve, eveBoard)).toBe('Created');
    expect(asCart((await getCart(ada)).json).version).toBe(cart.version);
  });

  it("an Admin may read a customer's cart; a user id with no user is 404 (the cart is not found)", async () => {
    const stack = inject('stack');
    const admin = await signIn(stack.admin!.email, stack.admin!.password);
    expect((await getCart(ada, admin.idToken)).status).toBe(200);
    const missing = await api('GET', `/api/users/${'z'.repeat(24)}/shopping-cart`, { token: admin.idToken });
    expect([missing.status, missing.json.message]).toEqual([404, 'The shopping cart was not found.']);
  });
});
