import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardAssembly } from '#contracts/schemas/assembly.ts';
import type { BoardQuoteView } from '#contracts/schemas/board-quote.ts';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { customerWithUser } from '../support/boards.ts';
import { api, type TestIdentity } from '../support/identities.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';

// The number of boards is one figure (docs/orders.md#one-quantity): the
// board's quantity, changed with PUT /api/boards/{boardId}/quantity from the
// review page or from the cart, on the board's version. The cart shows and
// prices exactly the quote the review page shows. Over the local stack.

type Customer = TestIdentity & { userId: string };
let ada: Customer;

const cartPath = (c: Customer) => `/api/users/${c.userId}/shopping-cart`;

async function getCart(customer: Customer): Promise<ShoppingCart> {
  const res = await api('GET', cartPath(customer), { token: customer.idToken });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as ShoppingCart;
}

const putCart = (customer: Customer, cart: ShoppingCart, items: { board_id: string; quantity?: number }[]) =>
  api('PUT', cartPath(customer), {
    token: customer.idToken,
    body: {
      version: cart.version,
      items,
      shipping_address: null,
      shipping_rate: null,
      pickup_info: null,
      coupons_applied: [],
      lead_time_id: null,
    },
  });

const setQuantity = (customer: Customer, boardId: string, quantity: number, version: number) =>
  api('PUT', `/api/boards/${boardId}/quantity`, { token: customer.idToken, body: { quantity, version } });

async function boardQuote(customer: Customer, boardId: string): Promise<BoardQuoteView> {
  const res = await api('GET', `/api/boards/${boardId}/quote`, { token: customer.idToken });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as BoardQuoteView;
}

async function boardAssembly(customer: Customer, boardId: string): Promise<BoardAssembly> {
  const res = await api('GET', `/api/boards/${boardId}/elements`, { token: customer.idToken });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as BoardAssembly;
}

/** A fresh board of Ada's, alone in her cart. */
async function boardInCart(name: string): Promise<{ boardId: string; cart: ShoppingCart }> {
  const boardId = await processedBoard(ada.userId, name);
  const res = await putCart(ada, await getCart(ada), [{ board_id: boardId }]);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { boardId, cart: res.json as unknown as ShoppingCart };
}

beforeAll(async () => {
  useStackEnv();
  ada = await customerWithUser('one-quantity');
}, 60_000);

describe('one quantity: the board’s, in the review page and the cart', () => {
  it('a board enters the cart at its own quantity; a change on the review page shows in the cart, priced as the review page quotes it', async () => {
    const { boardId, cart } = await boardInCart('review.zip');
    expect(cart.items).toMatchObject([{ board_id: boardId, quantity: 1 }]);
    const one = cart.items[0]!.board.quote!.total_cents!;

    // The review page changes it, from the version its assembly shows.
    const assembly = await boardAssembly(ada, boardId);
    const changed = await setQuantity(ada, boardId, 40, assembly.version);
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);

    const after = await getCart(ada);
    expect(after.version).toBe(cart.version); // the cart itself did not change: the board did
    expect(after.items[0]!.quantity).toBe(40);
    const quoted = await boardQuote(ada, boardId);
    expect(quoted.quantity).toBe(40);
    expect(after.items[0]!.board.quote!.total_cents).toBe(quoted.quote!.totals!.total_cents);
    expect(after.items[0]!.board.quote!.total_cents).toBeGreaterThan(one);
    expect(after.totals.items_cents).toBe(quoted.quote!.totals!.total_cents);
  });

  it('a change in the cart is the same change: the review page’s assembly and quote show it', async () => {
    const { boardId, cart } = await boardInCart('cart.zip');
    const item = cart.items[0]!;
    const changed = await setQuantity(ada, boardId, 12, item.board.bom_version);
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect((changed.json as unknown as BoardAssembly).quantity).toBe(12);

    expect((await boardAssembly(ada, boardId)).quantity).toBe(12);
    const quoted = await boardQuote(ada, boardId);
    const after = await getCart(ada);
    expect(after.items[0]).toMatchObject({ quantity: 12, board: { bom_version: item.board.bom_version + 1 } });
    expect(quoted).toMatchObject({ quantity: 12 });
    expect(after.items[0]!.board.quote!.total_cents).toBe(quoted.quote!.totals!.total_cents);
  });

  it('a change from a stale version is 409 and changes nothing; of two changes from the same version exactly one wins', async () => {
    const { boardId, cart } = await boardInCart('stale.zip');
    const version = cart.items[0]!.board.bom_version;
    const [one, two] = await Promise.all([setQuantity(ada, boardId, 7, version), setQuantity(ada, boardId, 9, version)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const loser = one.status === 409 ? one : two;
    expect(loser.json.code).toBe('version_conflict');
    const winner = one.status === 200 ? 7 : 9;

    // The cart still holds the version it read: stale now.
    const stale = await setQuantity(ada, boardId, 3, version);
    expect([stale.status, stale.json.code]).toEqual([409, 'version_conflict']);
    expect((await getCart(ada)).items[0]!.quantity).toBe(winner);
    expect((await boardQuote(ada, boardId)).quantity).toBe(winner);
  });

  it('the cart PUT keeps no quantity of its own: a figure that is not the board’s is refused (409) and changes nothing', async () => {
    const { boardId, cart } = await boardInCart('put.zip');
    const refused = await putCart(ada, cart, [{ board_id: boardId, quantity: 50 }]);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('board_quantity_differs');
    expect(refused.json.message).toContain('put.zip is 1 board now');
    expect(await getCart(ada)).toMatchObject({ version: cart.version, items: [{ quantity: 1 }] });
    expect((await boardQuote(ada, boardId)).quantity).toBe(1);

    // The board's own figure is accepted (a client that sends it back unchanged).
    const same = await putCart(ada, cart, [{ board_id: boardId, quantity: 1 }]);
    expect(same.status, JSON.stringify(same.json)).toBe(200);
  });

  it('a cart stored with a quantity per line (before one quantity) reads the board’s', async () => {
    const boardId = await processedBoard(ada.userId, 'legacy.zip', undefined, 6);
    const current = await getCart(ada);
    const { db } = await import('#lambdas/core/db/service.ts');
    // Written as carts were before: the line carries its own quantity (and the board is in the cart).
    await db().entities.board.patch({ boardId }).set({ lifecycle: 'In shopping cart' }).go();
    const legacyContent = {
      items: [{ board_id: boardId, quantity: 99 }],
      shipping_address: null,
      shipping_rate_id: null,
      pickup_location_id: null,
      coupon_codes: [],
      lead_time_id: null,
    };
    await db()
      .entities.cart.put({
        userId: ada.userId,
        version: current.version + 1,
        content: legacyContent,
        nextOrderId: current.next_order_id,
        updatedAt: new Date().toISOString(),
      })
      .go();
    const read = await getCart(ada);
    expect(read.items).toMatchObject([{ board_id: boardId, quantity: 6 }]);
    expect(read.items[0]!.board.quote!.total_cents).toBe((await boardQuote(ada, boardId)).quote!.totals!.total_cents);
  });
});
