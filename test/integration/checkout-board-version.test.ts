import { beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type PlaceOrderBody } from '#contracts/schemas/orders.ts';
import {
  cartUpdate,
  catalogPartInTable,
  checkoutPorts,
  handPlacePart,
  identityOf,
  newUser,
  uploadPurchaseOrder,
} from '../support/checkout.ts';
import { processedBoard, useStackEnv } from '../support/store-env.ts';

// The checkout is conditional on each board's version as the customer saw it
// (docs/checkout.md#guarantees): the number of boards lives on the board, so a
// quantity change never moves the cart's own version, and one that leaves the
// total as it was must still stop the order. Against the local emulators.

useStackEnv();
const cart = await import('#lambdas/core/cart/cart.ts');
const checkout = await import('#lambdas/core/checkout/place-order.ts');
const boards = await import('#lambdas/core/db/boards.ts');
const assembly = await import('#lambdas/core/db/assembly.ts');
const parts = await import('#lambdas/core/db/parts.ts');
const orderRecords = await import('#lambdas/core/db/orders.ts');

type Ports = Awaited<ReturnType<typeof checkoutPorts>>;
let ports: Ports;
beforeAll(async () => {
  ports = await checkoutPorts();
});

/** A customer's ready cart: one board of `quantity`, placing 2 of a catalogue part each, picked up. */
async function readyCart(name: string, quantity: number) {
  const user = await newUser(name);
  const part = await catalogPartInTable(1_000);
  const boardId = await processedBoard(user.userId, undefined, undefined, quantity);
  await handPlacePart(boardId, part.id, 2);
  const empty = await cart.getShoppingCart(user.userId, ports);
  const ready = await cart.updateShoppingCart(
    user.userId,
    cartUpdate(empty, { items: [{ board_id: boardId }], pickup_info: empty.pickup_locations[0]!, lead_time_id: 'economy' }),
    ports,
  );
  expect(ready.state, JSON.stringify(ready.issues)).toBe('Cart can be ordered');
  return { user, boardId, part, ready };
}

async function poBody(userId: string, cart: ShoppingCart): Promise<PlaceOrderBody> {
  return {
    idempotency_key: cart.next_order_id,
    cart_version: cart.version,
    board_versions: boardVersionsOf(cart),
    expected_total_cents: cart.order_total,
    payment: {
      method: 'Purchase order',
      purchase_order_number: 'PO-QTY',
      send_invoice_to: 'ap@example.com',
      upload_id: await uploadPurchaseOrder(userId),
    },
  };
}

/** Changes the board's quantity as PUT /boards/{boardId}/quantity does on a board without assembly files. */
async function setQuantity(boardId: string, quantity: number): Promise<number> {
  const board = (await boards.getBoard(boardId))!;
  return assembly.setQuantityOnly(boardId, board.bomVersion ?? 0, quantity, new Date().toISOString());
}

describe('checkout and the board versions the customer saw', () => {
  it('refuses a cart whose board quantity changed since it was shown, even at the same total', { timeout: 60_000 }, async () => {
    const { user, boardId, ready } = await readyCart('qty-seen', 10);
    const seen = await poBody(user.userId, ready);
    // Another tab: 10 → 20 → 10. The cart's version and the total are as the customer saw them; the board's version is not.
    await setQuantity(boardId, 20);
    await setQuantity(boardId, 10);
    const now = await cart.getShoppingCart(user.userId, ports);
    expect([now.version, now.order_total]).toEqual([ready.version, ready.order_total]);
    expect(now.items[0]!.board.bom_version).toBe(ready.items[0]!.board.bom_version + 2);

    await expect(checkout.placeOrder(identityOf(user), user.userId, seen, ports)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'cart_version_conflict',
    });
    expect(await orderRecords.listOrdersOfUser(user.userId)).toHaveLength(0);

    // The cart as it is now can be ordered.
    const order = await checkout.placeOrder(identityOf(user), user.userId, await poBody(user.userId, now), ports);
    expect(order.order_id).toBe(ready.next_order_id);
  });

  it('a quantity changed while the checkout holds the parts stops the order and gives the parts back', { timeout: 60_000 }, async () => {
    const { user, boardId, part, ready } = await readyCart('qty-race', 10);
    const stockBefore = (await parts.getPartById(part.id))!.stock;
    expect(stockBefore).toBeLessThan(1_000); // the cart holds the parts
    const body = await poBody(user.userId, ready);
    // The bucket is asked for the purchase-order document after the cart was checked and before the order's transaction: change the quantity right then.
    let changedTo: number | null = null;
    const racing: Ports = {
      ...ports,
      purchaseOrders: {
        headObject: async (key) => {
          changedTo = await setQuantity(boardId, 11);
          return ports.purchaseOrders.headObject(key);
        },
      },
    };

    await expect(checkout.placeOrder(identityOf(user), user.userId, body, racing)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'cart_version_conflict',
    });
    expect(changedTo).toBe(ready.items[0]!.board.bom_version + 1);
    expect(await orderRecords.listOrdersOfUser(user.userId)).toHaveLength(0);
    const board = (await boards.getBoard(boardId))!;
    expect([board.lifecycle, board.quantity]).toEqual(['In shopping cart', 11]);
    // The failed checkout gave back every hold, the cart's included.
    expect((await parts.getPartById(part.id))!.stock).toBe(1_000);
  });
});
