import type { BoardOptions } from '#contracts/schemas/quote.ts';
import { conflictOnFailure } from './conditional-failure.ts';
import { db } from './service.ts';

/**
 * Stores the board's options and moves `bomVersion` on by one — the version
 * its bill of materials uses, so the quote and the cart see the change —
 * only on `expected` (a board written before versions existed counts as 0),
 * while no live BOM check runs (none, or one that began before
 * `staleBefore`: it died) and the board is not ordered. Returns the new
 * version; ConflictError when the board moved meanwhile.
 */
export async function saveBoardOptions(boardId: string, expected: number, options: BoardOptions, staleBefore: string): Promise<number> {
  return conflictOnFailure(async () => {
    const { data } = await db()
      .entities.board.patch({ boardId })
      .set({ options })
      .add({ bomVersion: 1 })
      .where((attributes, op) => {
        const version =
          expected === 0
            ? `(${op.notExists(attributes.bomVersion)} OR ${op.eq(attributes.bomVersion, 0)})`
            : op.eq(attributes.bomVersion, expected);
        return `${version} AND (${op.ne(attributes.bomState, 'CHECKING')} OR ${op.lt(attributes.bomCheckingSince, staleBefore)}) AND ${op.ne(attributes.lifecycle, 'Order received')}`;
      })
      .go({ response: 'all_new' });
    return data.bomVersion ?? expected + 1;
  }, 'The board’s options changed meanwhile');
}
