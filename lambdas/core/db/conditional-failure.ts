// "Someone changed it first" is said one way in the data layer
// (docs/architecture.md#the-data-layer): a write conditional on what was read
// that finds its condition no longer holds. DynamoDB answers it with
// ConditionalCheckFailed (in a transaction, as a cancellation reason);
// ElectroDB wraps it in its own error with the original as `cause`.

/** Whether a write failed because its condition no longer held. */
export function isConditionalFailure(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown; cause?: { name?: unknown; message?: unknown } } | null;
  const text = [e?.name, e?.message, e?.cause?.name, e?.cause?.message, String(e?.cause ?? '')].join(' ');
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}

/** A canceled transaction's reason for one of its items, as ElectroDB reports it. */
export type TransactionReason = { rejected: boolean; code?: string };

/** Whether this item of a canceled transaction failed its condition (not a collision with another transaction). */
export function failedItsCondition(reason: TransactionReason | undefined): boolean {
  return reason?.rejected === true && reason.code === 'ConditionalCheckFailed';
}

/** Whether a transaction was canceled because another one touched the same items at that moment: try again. */
export function collided(reasons: readonly TransactionReason[]): boolean {
  return reasons.some((r) => r.code === 'TransactionConflict');
}

/**
 * The one conflict result: a write conditional on the version (or state) the
 * writer read lost the race. Domain modules map it to their 409
 * (lambdas/core/errors.ts) or read again and retry.
 */
export class ConflictError extends Error {
  constructor(message = 'It changed meanwhile') {
    super(message);
    this.name = 'ConflictError';
  }
}

/** Runs a write conditional on what was read; a failed condition becomes ConflictError(message). */
export async function conflictOnFailure<T>(write: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(message);
    throw error;
  }
}

/**
 * For a domain caller that goes on after losing (reads again and retries,
 * undoes its own step, or leaves the rest to the winner): whether the write
 * went through, false when it lost the race (ConflictError). Any other error
 * passes through. Store functions throw ConflictError; they never answer this.
 */
export async function wonRace(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}
