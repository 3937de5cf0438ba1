import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newId } from '#contracts/ids.ts';
import type { Part } from '#contracts/parts.ts';
import { startLocalStack } from '../../../local/stack.ts';
import { boardVersionsOf } from '#contracts/schemas/orders.ts';

// Checkout benchmark: placing an order of 1, 10 and 50 boards (40 distinct
// catalogue parts each, so 40, 400 and 2,000 parts held) against the local
// stack, timed around placeOrder (pricing the cart, holding every part, the
// order's transaction, taking the holds). Time per board is reported as a
// ratio to the 1-board order of the same run: at most 1 means growth is at
// most linear. See docs/checkout.md.

const SIZES = [1, 10, 50];
const PARTS_PER_BOARD = 40;
const ROUNDS = 2;

function generatedPart(i: number, run: string): Part {
  return {
    id: newId(),
    supplier_code: `B${run}${String(i).padStart(5, '0')}`,
    mpn: `BENCH-${i}`,
    manufacturer: 'Bench',
    category_id: 'c'.repeat(24),
    description: `bench part ${i}`,
    package: '0402',
    datasheet: '',
    stock: 1_000_000,
    moq: 1,
    price_breaks: [{ min_qty: 1, unit_price_micros: 10_000 }],
    library_type: 'basic',
    parameters: {},
    value_text: `${i}`,
    labeled_value_text: [],
    labeled: false,
    source: 'JLCPCB/LCSC catalogue',
  };
}

// eslint-disable-next-line max-lines-per-function -- still to split (issue 26, small units)
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'copperline-bench-checkout-'));
  const stack = await startLocalStack({ dataDir, web: 'none', seed: false, tableName: 'bench' });
  try {
    // Imported after the stack has set the local AWS endpoints.
    const { putParts } = await import('#lambdas/core/db/parts.ts');
    const { db } = await import('#lambdas/core/db/service.ts');
    const cart = await import('#lambdas/core/cart/cart.ts');
    const { placeOrder } = await import('#lambdas/core/checkout/place-order.ts');
    const { checkoutPorts, cartUpdate, handPlaceParts, identityOf, newUser } = await import('../../support/checkout.ts');
    const { processedBoard } = await import('../../support/processed-board.ts');
    const ports = await checkoutPorts();

    /** One order of `boards` boards, each needing its own 40 parts; answers the milliseconds placeOrder took. */
    async function timeOrder(boards: number): Promise<number> {
      const run = newId().slice(-6);
      const parts = Array.from({ length: boards * PARTS_PER_BOARD }, (_, i) => generatedPart(i, run));
      await putParts(parts);
      const user = await newUser(`bench-${boards}`);
      await db().entities.user.patch({ userId: user.userId }).set({ paymentNotRequired: true }).go();
      const boardIds: string[] = [];
      for (let b = 0; b < boards; b++) {
        const boardId = await processedBoard(user.userId, `b${b}.zip`);
        // Each board's assembly in the table, one of each of its parts placed by hand: the quote reads it as in production.
        await handPlaceParts(
          boardId,
          parts.slice(b * PARTS_PER_BOARD, (b + 1) * PARTS_PER_BOARD).map((part) => part.id),
          1,
        );
        boardIds.push(boardId);
      }
      let c = await cart.getShoppingCart(user.userId, ports);
      c = await cart.updateShoppingCart(
        user.userId,
        cartUpdate(c, {
          items: boardIds.map((board_id) => ({ board_id, quantity: 1 })),
          pickup_info: c.pickup_locations[0]!,
          lead_time_id: 'economy',
        }),
        ports,
      );
      if (c.state !== 'Cart can be ordered') throw new Error(`cart not orderable: ${JSON.stringify(c.issues)}`);
      const started = performance.now();
      const order = await placeOrder(
        identityOf(user),
        user.userId,
        {
          idempotency_key: c.next_order_id,
          cart_version: c.version,
          board_versions: boardVersionsOf(c),
          expected_total_cents: c.order_total,
          payment: { method: 'None needed' },
        },
        ports,
      );
      const ms = performance.now() - started;
      if (order.items.length !== boards) throw new Error('order incomplete');
      return ms;
    }

    await timeOrder(1); // warm-up: module loading, first connections
    const results: { boards: number; ms: number }[] = [];
    for (const boards of SIZES) {
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS; round++) samples.push(await timeOrder(boards));
      results.push({ boards, ms: samples.reduce((a, b) => Math.min(a, b), Infinity) });
    }
    const perBoardBase = results[0]!.ms / results[0]!.boards;
    console.log(`placing an order, ${PARTS_PER_BOARD} distinct parts per board (best of ${ROUNDS}):`);
    for (const r of results) {
      const perBoard = r.ms / r.boards;
      console.log(
        `  ${String(r.boards).padStart(2)} boards, ${String(r.boards * PARTS_PER_BOARD).padStart(4)} parts: ${r.ms.toFixed(0).padStart(6)} ms, ${perBoard.toFixed(0).padStart(5)} ms/board, ratio to 1 board ${(perBoard / perBoardBase).toFixed(2)}`,
      );
    }
    const worst = results.reduce((w, r) => Math.max(w, r.ms / r.boards / perBoardBase), 0);
    console.log(
      worst <= 1.1
        ? `growth is at most linear (worst per-board ratio ${worst.toFixed(2)})`
        : `growth is FASTER than linear (worst per-board ratio ${worst.toFixed(2)})`,
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
