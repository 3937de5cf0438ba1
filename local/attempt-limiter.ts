/**
 * Counts attempts per key in a sliding window, as Cognito's (undisclosed)
 * per-user limits do: once `limit` attempts fall inside `windowMs`, further
 * ones are refused until the oldest leaves the window.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.attempts.set(key, kept);
    else this.attempts.delete(key);
    return kept;
  }

  isLimited(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  record(key: string): void {
    this.attempts.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }
}
