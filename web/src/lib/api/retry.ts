// SPEC §7: retry throttling, 429, 500, 502, 503, 504 and network errors, 3
// attempts by default, waiting 2^attempt × 100 ms plus up to 100 ms of jitter.
export const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
export const DEFAULT_ATTEMPTS = 3;
export const MAX_DELAY_MS = 300_000;

export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.min(2 ** attempt * 100 + random() * 100, MAX_DELAY_MS);
}

export function isRetryableStatus(status: number): boolean {
  return RETRY_STATUSES.has(status);
}
