import type { SeenBoardVersions } from '#contracts/schemas/orders.ts';
import type { BoardRecord } from '../db/boards.ts';

// The one rule "the boards are as the customer saw them" (docs/checkout.md#guarantees):
// the checkout asks it of the cart it prices before a card is authorised and
// before the order is placed, and again after the order's transaction lost a
// race (checkout/commit-order.ts); the transaction's board condition
// (db/place-order.ts) writes the same rule for DynamoDB.

/** A board's version as the customer sees it: a quantity, options or BOM change moves it; a board from before versions is 0. */
export function boardVersion(board: Pick<BoardRecord, 'bomVersion'>): number {
  return board.bomVersion ?? 0;
}

export type BoardNow = Pick<BoardRecord, 'userId' | 'lifecycle' | 'bomVersion'>;

/**
 * Whether the cart holds exactly the boards the customer saw: as many, each
 * still theirs, still in their cart, at the version seen. A quantity (options,
 * BOM) change moves the board's version without touching the cart's, and may
 * leave the total equal.
 */
export function boardsAsSeen(
  userId: string,
  boards: readonly { boardId: string; board: BoardNow | null }[],
  seen: SeenBoardVersions,
): boolean {
  if (boards.length !== seen.length) return false;
  const seenVersion = new Map(seen.map((entry) => [entry.board_id, entry.version]));
  return boards.every(
    ({ boardId, board }) =>
      board !== null &&
      board.userId === userId &&
      board.lifecycle === 'In shopping cart' &&
      seenVersion.get(boardId) === boardVersion(board),
  );
}
