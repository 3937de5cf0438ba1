import { GUEST_SESSION_SECONDS, isGuestOwnerId } from '#contracts/guest-sessions.ts';
import { BUCKET_PREFIXES } from '#contracts/storage-layout.ts';
import { listRecentBoardsBetween } from '../db/boards.ts';
import { deleteBoardOfOwner, deleteBoardParts } from '../db/guest-board-removal.ts';

// The scheduled sweep of expired guest boards (docs/access.md#expiry-of-guest-boards):
// a guest board not claimed within GUEST_SESSION_DAYS of its upload loses its
// record, the records hung on it and its files. Claimed boards are never touched.

/** How far back past the expiry each run looks: runs missed for up to this long still find their boards. */
export const GUEST_SWEEP_LOOKBACK_DAYS = 3;

/** The folders a board's files live in. */
const boardFolders = (boardId: string) =>
  [BUCKET_PREFIXES.boards, BUCKET_PREFIXES.renders, BUCKET_PREFIXES.assembly].map((prefix) => `${prefix}${boardId}/`);

const PAGE = 100;

/** Removes the guest boards created between the lookback and the expiry; how many boards and files went. */
export async function sweepExpiredGuestBoards(
  now: Date,
  files: { removeObjectsUnder(prefix: string): Promise<number> },
): Promise<{ boards: number; files: number }> {
  const expiredBefore = new Date(now.getTime() - GUEST_SESSION_SECONDS * 1000);
  const from = new Date(expiredBefore.getTime() - GUEST_SWEEP_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  let cursor: string | null = null;
  const removed = { boards: 0, files: 0 };
  do {
    const page = await listRecentBoardsBetween(from.toISOString(), expiredBefore.toISOString(), PAGE, cursor);
    cursor = page.cursor;
    for (const board of page.boards) {
      if (!isGuestOwnerId(board.userId)) continue;
      // The record first, and only while still the guest's: a board claimed meanwhile keeps everything.
      if (!(await deleteBoardOfOwner(board.boardId, board.userId))) continue;
      await deleteBoardParts(board.boardId);
      for (const folder of boardFolders(board.boardId)) removed.files += await files.removeObjectsUnder(folder);
      removed.boards++;
    }
  } while (cursor);
  return removed;
}
