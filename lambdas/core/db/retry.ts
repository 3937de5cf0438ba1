import pRetry from 'p-retry';
import { ConflictError } from './conditional-failure.ts';

// The server's one retry policy (docs/architecture.md#libraries-and-what-stays-hand-written),
// on p-retry. Here, on the ground floor, so the data layer, the domain modules and
// the local stand-ins all use it. A caller says how many tries and which errors are
// worth another; a lost race (ConflictError) is the usual one, read again at once.

export type RetryPolicy = {
  /** Tries in all, the first included. */
  attempts: number;
  /** Whether this error is worth another try; by default only a lost race. Other errors end the tries at once. */
  retryIf?: (error: Error) => boolean;
  /** Wait before the second try, doubling for each after it (up to maxWaitMs), times a random 1–2 so racers drift apart; 0 by default. */
  waitMs?: number;
  maxWaitMs?: number;
};

const lostRace = (error: Error) => error instanceof ConflictError;

/** Runs `attempt` (given the try's number, from 1) until it resolves or the policy gives up; then rejects with the last error. */
export function withRetries<T>(attempt: (tryNumber: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const retryIf = policy.retryIf ?? lostRace;
  return pRetry(attempt, {
    retries: Math.max(0, policy.attempts - 1),
    minTimeout: policy.waitMs ?? 0,
    maxTimeout: policy.maxWaitMs ?? Number.POSITIVE_INFINITY,
    factor: 2,
    randomize: true,
    shouldRetry: ({ error }) => retryIf(error),
  });
}
