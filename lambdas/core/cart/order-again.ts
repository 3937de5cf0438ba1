import { createHash } from 'node:crypto';
import { revisionName } from '#contracts/board-revisions.ts';
import type { OrderBoardAgainBody, OrderBoardAgainResponse } from '#contracts/schemas/boards.ts';
import type { Actor } from '../actor.ts';
import { boardForViewer } from '../boards/board-access.ts';
import { copyBoard } from '../db/board-copies.ts';
import { type BoardRecord, getBoard } from '../db/boards.ts';
import { AppError, forbidden } from '../errors.ts';
import type { CartPorts } from '../priced-cart/cart-ports.ts';
import type { CartHolder } from '../stock/index.ts';
import { addBoardToCart } from './cart.ts';

// "Order again" (docs/revisions.md#ordering-a-revision-again): an ordered
// board never changes, so ordering a revision again makes a fresh copy of
// exactly that revision and puts the copy in the owner's cart.

/** How many newer revisions are followed to name the newest; a line longer than this names the last one read. */
const MAX_REVISIONS_FOLLOWED = 26;

/** The copy's id, the same for every retry of one press (`request_key`) on one board. */
export function copyIdOf(boardId: string, requestKey: string): string {
  const digest = createHash('sha256').update(`order-again:${boardId}:${requestKey}`).digest();
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return Array.from(digest.subarray(0, 24), (byte) => alphabet[byte % 36]).join('');
}

/** The newest revision after `board`, or null when `board` is the newest. */
async function newestRevisionAfter(board: BoardRecord): Promise<BoardRecord | null> {
  let newest: BoardRecord | null = null;
  let nextId = board.nextBoardId;
  for (let step = 0; nextId && step < MAX_REVISIONS_FOLLOWED; step++) {
    const next = await getBoard(nextId);
    if (!next) break;
    newest = next;
    nextId = next.nextBoardId;
  }
  return newest;
}

/** POST /boards/{boardId}/order-again: the board's owner only; staff cannot fill a customer's cart. */
export async function orderBoardAgain(
  actor: Actor,
  boardId: string,
  body: OrderBoardAgainBody,
  cart: { ports: CartPorts; holderOf: (userId: string) => Promise<CartHolder> },
): Promise<OrderBoardAgainResponse> {
  const { board, isOwner } = await boardForViewer(actor, boardId);
  if (!isOwner) throw forbidden('Only the board’s owner can order it again.');
  if (board.processing !== 'Complete') throw new AppError('board_not_ready');
  if (board.bomState === 'CHECKING') {
    throw new AppError('board_not_ready', 'The board’s parts are being checked: order it again in a moment.');
  }
  const [copy, newest] = await Promise.all([
    copyBoard(board, copyIdOf(board.boardId, body.request_key), new Date().toISOString()),
    newestRevisionAfter(board),
  ]);
  await addBoardToCart(board.userId, copy.boardId, cart.ports, await cart.holderOf(board.userId));
  const revision = revisionName(board.revision);
  const newestRevision = newest ? revisionName(newest.revision) : null;
  return {
    board_id: copy.boardId,
    file_name: copy.fileName,
    revision,
    copied_from_board_id: board.boardId,
    newest_board_id: newest?.boardId ?? null,
    newest_revision: newestRevision,
    note: newestRevision ? `Rev ${newestRevision} exists; you are ordering rev ${revision} again.` : null,
  };
}
