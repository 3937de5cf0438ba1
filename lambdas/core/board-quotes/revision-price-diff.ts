import type { QuoteDiff } from '#contracts/schemas/quote-line-diff.ts';
import type { BoardRecord } from '../db/boards.ts';
import { diffQuoteLines } from '../quote/quote-line-diff.ts';
import { quoteContext, quoteOfBoard } from './board-quote-view.ts';

/**
 * The price part of a revision's diff: both revisions quoted now, each at its
 * own quantity, options and parts, at the default lead time, so the change
 * comes from the boards and not from a pricing change between their uploads
 * (docs/revisions.md#the-price). Both revisions have the same owner, so the
 * pricing, capacity, bookings and cart holds are read once for both quotes.
 */
export async function revisionPriceDiff(previous: BoardRecord, board: BoardRecord, now = new Date()): Promise<QuoteDiff> {
  const context = await quoteContext(board.userId, now);
  const [before, after] = await Promise.all([quoteOfBoard(previous, null, now, context), quoteOfBoard(board, null, now, context)]);
  return diffQuoteLines(before.view.quote, after.view.quote);
}
