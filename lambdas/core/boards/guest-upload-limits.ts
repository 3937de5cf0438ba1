import {
  GUEST_SESSION_DAYS,
  MAX_GUEST_BOARDS_PER_ADDRESS_PER_DAY,
  MAX_GUEST_BOARDS_PER_DAY,
  MAX_GUEST_SESSION_BYTES,
  guestOwnerId,
} from '#contracts/guest-sessions.ts';
import { listBoardsForUser } from '../db/boards.ts';
import { countUnlessOverLimit, utcDay, type DailyAllowance } from '../db/daily-counts.ts';
import { AppError } from '../errors.ts';

// What one guest session and one client address may upload as guests (docs/limits.md#guest-uploads):
// the same 429 and 413 codes as an account's limits, in a guest's words.

const MB = 1024 * 1024;

export function guestUploadAllowances(guestId: string, sourceIp: string, now = new Date()): Record<'session' | 'address', DailyAllowance> {
  const day = utcDay(now);
  return {
    session: { scope: 'guest-board-upload', subject: guestId, day, limit: MAX_GUEST_BOARDS_PER_DAY },
    // Without an address (never so behind API Gateway) the guests share one allowance rather than none.
    address: { scope: 'guest-address-board-upload', subject: sourceIp || 'unknown', day, limit: MAX_GUEST_BOARDS_PER_ADDRESS_PER_DAY },
  };
}

const tooManyGuestUploads = (limit: number, who: string) =>
  new AppError(
    'too_many_uploads',
    `Without an account, ${who} can upload at most ${limit} boards a day. Create an account or log in to upload more, or try again tomorrow.`,
  );

/**
 * Refuses a guest's upload over its session's bytes (413) or its session's or address's day (429),
 * before anything is written; counts it otherwise. The bytes are read from the guest's boards: the
 * day's count bounds what two racing uploads could add.
 */
export async function countGuestUpload(guestId: string, sourceIp: string, bytes: number): Promise<void> {
  // A session lives GUEST_SESSION_DAYS, so it can hold no more boards than this.
  const boards = await listBoardsForUser(guestOwnerId(guestId), MAX_GUEST_BOARDS_PER_DAY * (GUEST_SESSION_DAYS + 1));
  const used = boards.reduce((sum, board) => sum + board.uploadBytes, 0);
  if (used + bytes > MAX_GUEST_SESSION_BYTES) {
    throw new AppError(
      'file_too_large',
      `Without an account, boards can take at most ${MAX_GUEST_SESSION_BYTES / MB} MB together. Create an account or log in to upload more.`,
    );
  }
  const { session, address } = guestUploadAllowances(guestId, sourceIp);
  if (!(await countUnlessOverLimit(session))) throw tooManyGuestUploads(MAX_GUEST_BOARDS_PER_DAY, 'a visitor');
  if (!(await countUnlessOverLimit(address))) throw tooManyGuestUploads(MAX_GUEST_BOARDS_PER_ADDRESS_PER_DAY, 'visitors from one address');
}
