import { isConditionalFailure } from './conditional-failure.ts';
import { db } from './service.ts';

// Daily allowances (entities/daily-count.ts): how many of one kind of thing
// one subject may make in a UTC day. The count moves in the same write as the
// thing, or just before it, conditional on staying within the limit.

/** What is counted: each has its limit where the rule lives (docs/security.md#bounded-records). */
export type DailyScope =
  | 'contact-message'
  | 'newsletter-coupon-mail'
  | 'board-upload'
  | 'guest-board-upload'
  | 'guest-address-board-upload'
  | 'assembly-file-upload'
  | 'purchase-order-upload';

/** One subject's day of one scope, and how many the day allows. */
export type DailyAllowance = { scope: DailyScope; subject: string; day: string; limit: number };

type TransactionEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/** A day's count is kept this many days from the start of its day: it is read only on its day, then worthless. */
export const DAILY_COUNT_KEPT_DAYS = 2;

/** When DynamoDB may delete the count of `day` (YYYY-MM-DD, UTC), in epoch seconds (docs/security.md#bookkeeping-that-expires). */
export function dailyCountExpiry(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000 + DAILY_COUNT_KEPT_DAYS * 24 * 60 * 60;
}

/** The count's write inside a transaction: one more, only while the day holds fewer than its limit. */
export function dailyCountItem({ dailyCount }: TransactionEntities, { scope, subject, day, limit }: DailyAllowance) {
  return dailyCount
    .update({ scope, subject, day })
    .add({ count: 1 })
    .set({ expiresAt: dailyCountExpiry(day) })
    .where(({ count }, op) => `${op.notExists(count)} OR ${op.lt(count, limit)}`)
    .commit();
}

/** Counts one more unless the day already holds its limit: then nothing is counted and the answer is false. */
export async function countUnlessOverLimit({ scope, subject, day, limit }: DailyAllowance): Promise<boolean> {
  try {
    await db()
      .entities.dailyCount.update({ scope, subject, day })
      .add({ count: 1 })
      .set({ expiresAt: dailyCountExpiry(day) })
      .where(({ count }, op) => `${op.notExists(count)} OR ${op.lt(count, limit)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** The UTC day of an instant, as the counts are keyed. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
