import { describe, expect, it } from 'vitest';
import { boardsAsSeen, type BoardNow } from '#lambdas/core/priced-cart/boards-as-seen.ts';

// The one rule "the boards are as the customer saw them" (docs/checkout.md#guarantees).

const inCart = (bomVersion?: number): BoardNow => ({
  userId: 'u1',
  lifecycle: 'In shopping cart',
  ...(bomVersion === undefined ? {} : { bomVersion }),
});
const seen = [
  { board_id: 'b1', version: 2 },
  { board_id: 'b2', version: 0 },
];

describe('boardsAsSeen', () => {
  it('holds for exactly the boards seen, each at its version (a board from before versions is version 0)', () => {
    expect(
      boardsAsSeen(
        'u1',
        [
          { boardId: 'b1', board: inCart(2) },
          { boardId: 'b2', board: inCart() },
        ],
        seen,
      ),
    ).toBe(true);
  });

  it("fails on a version moved, a board missing, added, someone else's or no longer in the cart", () => {
    const b2 = { boardId: 'b2', board: inCart(0) };
    expect(boardsAsSeen('u1', [{ boardId: 'b1', board: inCart(3) }, b2], seen)).toBe(false);
    expect(boardsAsSeen('u1', [b2], seen)).toBe(false);
    expect(boardsAsSeen('u1', [{ boardId: 'b1', board: inCart(2) }, b2, { boardId: 'b3', board: inCart(0) }], seen)).toBe(false);
    expect(boardsAsSeen('u1', [{ boardId: 'b1', board: null }, b2], seen)).toBe(false);
    expect(boardsAsSeen('u1', [{ boardId: 'b1', board: { ...inCart(2), userId: 'u2' } }, b2], seen)).toBe(false);
    expect(boardsAsSeen('u1', [{ boardId: 'b1', board: { ...inCart(2), lifecycle: 'Order received' } }, b2], seen)).toBe(false);
  });
});
