import type { RouteThrottle } from '../contracts/request-limits.ts';

/** What a limiter answers: go ahead, or wait this many whole seconds (at least 1) before trying again. */
export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * API Gateway's throttle: a bucket of `burst` tokens, refilled at
 * `ratePerSecond`; each request takes one, and a request finding the bucket
 * empty is refused (docs/local-stack.md#request-limits). Starts full, as a
 * stage just deployed does.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly throttle: RouteThrottle,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = throttle.burst;
    this.updatedAt = now();
  }

  take(): LimitAnswer {
    const now = this.now();
    const elapsedSeconds = Math.max(0, now - this.updatedAt) / 1000;
    this.tokens = Math.min(this.throttle.burst, this.tokens + elapsedSeconds * this.throttle.ratePerSecond);
    this.updatedAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { allowed: true };
    }
    // The time until one whole token is back, rounded up: Retry-After counts whole seconds.
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - this.tokens) / this.throttle.ratePerSecond)) };
  }
}
