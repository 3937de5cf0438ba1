import { isId } from '#contracts/ids.ts';
import type { Actor, Identity } from '../actor.ts';
import { requireIdentity } from '../actor.ts';
import type { BoardRecord } from '../db/boards.ts';
import { getBoard } from '../db/boards.ts';
import { forbidden, notFound } from '../errors.ts';
import { callerUserId } from '../users/users.ts';

/** Staff who may look at any board (Admin passes every group check). */
export function isBoardStaff(identity: Identity): boolean {
  return identity.groups.includes('Admin') || identity.groups.includes('Engineer');
}

/**
 * Route auth 'board', checked before the request is parsed: the board's owner
 * or staff get through; anyone else 403, and 404 when there is no such board.
 */
export async function authorizeBoardCaller(identity: Identity, boardId: string): Promise<void> {
  // A malformed id names no board: the path's schema answers it with 400.
  if (isBoardStaff(identity) || !isId(boardId)) return;
  const [board, userId] = await Promise.all([getBoard(boardId), callerUserId(identity)]);
  if (!board) throw notFound('The board');
  if (userId === null || board.userId !== userId) throw forbidden();
}

/**
 * The board, if the caller may see it: its owner or staff; anyone else 403.
 * A missing board is 404 for everyone (ids carry 15 random characters, so
 * telling "missing" from "not yours" reveals nothing guessable).
 */
export async function boardForViewer(actor: Actor, boardId: string): Promise<{ board: BoardRecord; identity: Identity; isOwner: boolean }> {
  const identity = requireIdentity(actor);
  const staff = isBoardStaff(identity);
  const [board, userId] = await Promise.all([getBoard(boardId), callerUserId(identity)]);
  if (!board) throw notFound('The board');
  const isOwner = userId !== null && board.userId === userId;
  if (!isOwner && !staff) throw forbidden();
  return { board, identity, isOwner };
}
