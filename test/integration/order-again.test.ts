import { describe, expect, it } from 'vitest';
import { customerWithUser } from '../support/boards.ts';
import { catalogPartInTable, handPlacePart } from '../support/checkout.ts';
import { api, newCustomer } from '../support/identities.ts';
import { placeOrderOverHttp, readyCartOverHttp } from '../support/orders-http.ts';
import { useStackEnv } from '../support/store-env.ts';

// "Order again" on a past order's board (docs/revisions.md#ordering-a-revision-again),
// through the local stack: a fresh copy of exactly that revision, in the owner's cart.
useStackEnv();
const { getAssemblyOfBoard } = await import('#lambdas/core/db/assembly.ts');

/** More rows than one DynamoDB transaction takes (100), so the copy must not be one transaction. */
const ROWS = 240;

describe('order a past revision again', () => {
  it('copies the ordered revision with its rows into the cart, names the newer revision, and answers a retry with the same copy', async () => {
    const owner = await customerWithUser('order-again');
    const placed = await placeOrderOverHttp(owner, await readyCartOverHttp(owner, 7));
    expect(placed.res.status, JSON.stringify(placed.res.json)).toBe(201);
    const ordered = placed.order.items[0]!.board_id;
    const part = await catalogPartInTable(10_000);
    await handPlacePart(ordered, part.id, ROWS);
    const options = { token: owner.idToken };

    // Still refused by the cart as it is: an ordered board never changes.
    const cartPath = `/api/users/${owner.userId}/shopping-cart`;
    const emptyCart = (await api('GET', cartPath, options)).json;
    expect(emptyCart.items).toEqual([]);

    // Rev B is uploaded after the order; rev A is the one ordered again.
    const revB = await api('POST', `/api/boards/${ordered}/revisions`, {
      ...options,
      body: { file_name: 'core-b.zip', size: 1_000, cad_source: 'Gerber' },
    });
    expect(revB.status).toBe(201);

    const body = { request_key: 'press-0001-abcdef' };
    const again = await api('POST', `/api/boards/${ordered}/order-again`, { ...options, body });
    expect(again.status, JSON.stringify(again.json)).toBe(201);
    expect(again.json).toMatchObject({
      revision: 'A',
      copied_from_board_id: ordered,
      newest_board_id: revB.json.board_id,
      newest_revision: 'B',
      note: 'Rev B exists; you are ordering rev A again.',
    });
    const copyId = again.json.board_id as string;
    expect(copyId).not.toBe(ordered);

    const [source, copy] = await Promise.all([api('GET', `/api/boards/${ordered}`, options), api('GET', `/api/boards/${copyId}`, options)]);
    expect(copy.json).toMatchObject({
      revision: 'A',
      file_name: source.json.file_name,
      lifecycle: 'In shopping cart',
      processing: 'Complete',
      metrics: source.json.metrics,
      next_board_id: null,
      previous_board_id: null,
    });
    const [sourceRows, copyRows] = await Promise.all([getAssemblyOfBoard(ordered), getAssemblyOfBoard(copyId)]);
    expect(copyRows.elements).toHaveLength(ROWS);
    expect(copyRows.elements.map((e) => e.element)).toEqual(sourceRows.elements.map((e) => e.element));

    const cart = (await api('GET', cartPath, options)).json as {
      items: { board: { board_id: string; revision: string; quantity: number } }[];
    };
    expect(cart.items.map((i) => [i.board.board_id, i.board.revision])).toEqual([[copyId, 'A']]);

    // The copy takes no revisions of its own: they go on the original's line.
    expect(copy.json.copied_from_board_id).toBe(ordered);
    const fork = await api('POST', `/api/boards/${copyId}/revisions`, {
      ...options,
      body: { file_name: 'core-c.zip', size: 1_000, cad_source: 'Gerber' },
    });
    expect(fork.status).toBe(409);
    expect(fork.json.code).toBe('board_is_copy');

    // The same press again (a retry): the same copy, still once in the cart.
    const retry = await api('POST', `/api/boards/${ordered}/order-again`, { ...options, body });
    expect(retry.status).toBe(201);
    expect(retry.json.board_id).toBe(copyId);
    expect(((await api('GET', cartPath, options)).json.items as unknown[]).length).toBe(1);

    // The order keeps exactly what was ordered.
    const order = await api('GET', `/api/orders/${placed.order.order_id}`, options);
    expect(order.json.items).toEqual([expect.objectContaining({ board_id: ordered, revision: 'A' })]);
  }, 90_000);

  it('lets only the owner order a board again: another customer and staff get 403, a bad key 400', async () => {
    const owner = await customerWithUser('order-again-owner');
    const placed = await placeOrderOverHttp(owner, await readyCartOverHttp(owner));
    const ordered = placed.order.items[0]!.board_id;
    const other = await customerWithUser('order-again-other');
    const engineer = await newCustomer('order-again-eng', ['Engineer']);
    await api('PUT', '/api/users', { token: engineer.idToken });
    const body = { request_key: 'press-0002-abcdef' };
    for (const token of [other.idToken, engineer.idToken]) {
      expect((await api('POST', `/api/boards/${ordered}/order-again`, { token, body })).status).toBe(403);
    }
    const bad = await api('POST', `/api/boards/${ordered}/order-again`, { token: owner.idToken, body: { request_key: 'x' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/8 to 64 letters/);
    const cart = await api('GET', `/api/users/${owner.userId}/shopping-cart`, { token: owner.idToken });
    expect(cart.json.items).toEqual([]);
  }, 60_000);
});
