import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardQuoteView } from '#contracts/schemas/board-quote.ts';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import type { Order } from '#contracts/schemas/orders.ts';
import { customerWithUser } from '../support/boards.ts';
import { SPRINGFIELD } from '../support/checkout.ts';
import { api } from '../support/identities.ts';
import { placeOrderOverHttp } from '../support/orders-http.ts';
import { processedBoard, SMALL_BOARD_METRICS, useStackEnv } from '../support/store-env.ts';

// The board options route against the emulators: save on the version seen,
// a stale save 409, an option this board cannot have 400 with the reason, the
// quote priced with the stored options by exactly the difference the choice
// showed, and the options carried into the cart and the placed order.

let owner: Awaited<ReturnType<typeof customerWithUser>>;
let boardId: string;

async function quoteOf(id = boardId): Promise<BoardQuoteView> {
  const res = await api('GET', `/api/boards/${id}/quote`, { token: owner.idToken });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as BoardQuoteView;
}

const saveOptions = (id: string, version: number, options: Record<string, unknown>) =>
  api('PUT', `/api/boards/${id}/options`, { token: owner.idToken, body: { version, options } });

function priceChange(view: BoardQuoteView, key: string, value: string | number): number {
  const choice = view.board_options!.groups.find((g) => g.key === key)!.choices.find((c) => c.value === value)!;
  expect(choice.allowed, choice.reason ?? '').toBe(true);
  return choice.price_change_cents!;
}

beforeAll(async () => {
  useStackEnv();
  owner = await customerWithUser('options-owner');
  boardId = await processedBoard(owner.userId, 'options.zip');
}, 60_000);

describe('PUT /api/boards/{boardId}/options', () => {
  it('saves on the version seen, moves the quote by the differences shown, and refuses the stale version with 409', async () => {
    const before = await quoteOf();
    expect(before.board_options).toMatchObject({ version: 0, options: { finish: 'HASL (lead-free)', colour: 'Green' }, problems: [] });
    const enig = priceChange(before, 'finish', 'ENIG');
    expect(enig).toBeGreaterThan(0);

    const first = await saveOptions(boardId, 0, { ...before.board_options!.options, finish: 'ENIG' });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ board_id: boardId, version: 1, options: { finish: 'ENIG', colour: 'Green' } });
    const withEnig = await quoteOf();
    expect(withEnig.quote!.totals!.total_cents - before.quote!.totals!.total_cents).toBe(enig);
    expect(withEnig.quote!.options).toMatchObject({ finish: 'ENIG' });
    expect(withEnig.quote!.lines.map((l) => l.id)).toContain('fabrication.finish.order');

    const black = priceChange(withEnig, 'colour', 'Black');
    const second = await saveOptions(boardId, 1, { ...withEnig.board_options!.options, colour: 'Black' });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    const withBlack = await quoteOf();
    expect(withBlack.quote!.totals!.total_cents - withEnig.quote!.totals!.total_cents).toBe(black);
    expect(withBlack.board_options!.version).toBe(2);

    const stale = await saveOptions(boardId, 1, { finish: 'HASL (leaded)' });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('version_conflict');
    expect((await quoteOf()).board_options!.options.finish).toBe('ENIG');
  });

  it('refuses an option this board cannot have with 400 and the reason, and an option the shop does not offer', async () => {
    const fine = await processedBoard(owner.userId, 'fine-pitch.zip', { ...SMALL_BOARD_METRICS, minTraceMm: 0.127 });
    const heavy = await saveOptions(fine, 0, { copper_oz: 2 });
    expect(heavy.status).toBe(400);
    expect(heavy.json).toMatchObject({
      code: 'invalid_board_option',
      fields: { 'options.copper_oz': ["2 oz outer copper needs traces of at least 0.2 mm; this board's narrowest is 0.127 mm."] },
    });
    expect(heavy.json.message).toContain('2 oz outer copper needs traces of at least 0.2 mm');
    const gold = await saveOptions(fine, 0, { finish: 'Gold leaf' });
    expect(gold.status).toBe(400);
    expect(JSON.stringify(gold.json)).toContain('That finish is not offered');
    // Nothing was stored: the version did not move.
    expect((await quoteOf(fine)).board_options).toMatchObject({ version: 0, options: { copper_oz: 1, finish: 'HASL (lead-free)' } });
  });

  it('carries the options into the cart and the placed order, and then refuses changes', async () => {
    const path = `/api/users/${owner.userId}/shopping-cart`;
    const base = { coupons_applied: [], pickup_info: null, lead_time_id: null };
    let cart = (await api('GET', path, { token: owner.idToken })).json as unknown as ShoppingCart;
    cart = (
      await api('PUT', path, {
        token: owner.idToken,
        body: {
          ...base,
          version: cart.version,
          items: [{ board_id: boardId, quantity: 1 }],
          shipping_address: SPRINGFIELD,
          shipping_rate: null,
        },
      })
    ).json as unknown as ShoppingCart;
    const ready = await api('PUT', path, {
      token: owner.idToken,
      body: {
        ...base,
        version: cart.version,
        items: [{ board_id: boardId, quantity: 1 }],
        shipping_address: SPRINGFIELD,
        shipping_rate: cart.shipping_rates[0],
      },
    });
    expect(ready.status, JSON.stringify(ready.json)).toBe(200);
    cart = ready.json as unknown as ShoppingCart;
    expect(cart.items[0]!.board.quote!.options).toEqual([
      { key: 'finish', label: 'Surface finish', value: 'ENIG' },
      { key: 'colour', label: 'Solder mask colour', value: 'Black' },
    ]);

    const placed = await placeOrderOverHttp(owner, cart);
    expect(placed.res.status, JSON.stringify(placed.res.json)).toBe(201);
    const order = (await api('GET', `/api/orders/${placed.order.order_id}`, { token: owner.idToken })).json as unknown as Order;
    expect(order.items[0]!.quote.options).toMatchObject({ finish: 'ENIG', colour: 'Black' });
    expect(order.items[0]!.quote.lines.map((l) => l.id)).toEqual(
      expect.arrayContaining(['fabrication.finish.order', 'fabrication.colour.order']),
    );

    const afterOrder = await saveOptions(boardId, (await quoteOf()).board_options!.version, { finish: 'HASL (lead-free)' });
    expect(afterOrder.status).toBe(409);
    expect(afterOrder.json.code).toBe('board_ordered');
  });
});
