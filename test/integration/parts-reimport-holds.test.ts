import { describe, expect, it } from 'vitest';
import { cartHoldingPart } from '../support/cart-holds.ts';
import { cartUpdate } from '../support/checkout.ts';
import { feedTestParts } from '../support/stock-feed.ts';
import { useStackEnv } from '../support/store-env.ts';

// A catalogue re-import over a part a cart holds (docs/parts.md#re-importing-over-held-stock):
// the stored stock is the free figure, so the re-import stores the catalogue's
// figure less the units held and keeps the holders; the cart's hold stays,
// and releasing it gives the units back onto the new figure.

useStackEnv();
const parts = await import('#lambdas/core/db/parts.ts');
const writes = await import('#lambdas/core/db/catalogue-writes.ts');
const { mergeImportedPart } = await import('#lambdas/core/parts/import/merge-imported-part.ts');
const cart = await import('#lambdas/core/cart/cart.ts');

describe('a catalogue re-import over held stock', () => {
  it('stores the new figure less what is held, keeps the hold, and a release gives the units back', { timeout: 60_000 }, async () => {
    const [category] = await parts.listCategories();
    const catalogue = feedTestParts('96', 3, category!.id);
    await parts.putParts(catalogue);
    const { user, ports, held } = await cartHoldingPart('reimport-cart', catalogue[0]!.id, 4);
    expect(held.stock_holds?.parts).toEqual([expect.objectContaining({ part_id: catalogue[0]!.id, quantity: 4 })]);
    const holders = (await parts.batchGetParts([catalogue[0]!.id], ['heldBy'])).get(catalogue[0]!.id)?.heldBy ?? [];
    expect(holders).toHaveLength(1);

    const outcome = await writes.writeImportedParts(
      [
        { ...catalogue[0]!, stock: 500 },
        { ...catalogue[1]!, stock: 777 },
      ],
      mergeImportedPart,
    );
    expect(outcome).toMatchObject({ written: 2, unchanged: 0 });
    const stored = await parts.batchGetParts([catalogue[0]!.id, catalogue[1]!.id], ['stock', 'heldBy'], { consistent: true });
    expect(stored.get(catalogue[0]!.id)).toMatchObject({ stock: 496, heldBy: holders });
    expect(stored.get(catalogue[1]!.id)?.stock).toBe(777);
    expect(stored.get(catalogue[1]!.id)?.heldBy).toBeUndefined();

    // The same file again: nothing to write, the held part included.
    const again = await writes.writeImportedParts([{ ...catalogue[0]!, stock: 500 }], mergeImportedPart);
    expect(again).toMatchObject({ written: 0, unchanged: 1 });

    const still = await cart.getShoppingCart(user.userId, ports);
    expect(still.stock_holds?.parts).toEqual([expect.objectContaining({ part_id: catalogue[0]!.id, quantity: 4 })]);
    await cart.updateShoppingCart(user.userId, cartUpdate(still, { items: [] }), ports);
    const released = (await parts.batchGetParts([catalogue[0]!.id], ['stock', 'heldBy'], { consistent: true })).get(catalogue[0]!.id);
    expect(released?.stock).toBe(500);
    expect(released?.heldBy ?? []).toEqual([]);
  });
});
