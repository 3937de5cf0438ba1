import type { LimitAnswer } from './token-bucket.ts';

/** How many slots a window is cut into: counts are kept per slot, so memory per client stays this many numbers. */
const SLOTS = 30;
/** Past this many clients, forgotten ones are swept out before a new one is added. */
const SWEEP_ABOVE = 10_000;

type Window = { slots: number[]; slotStart: number };

/**
 * The web ACL's rate-based rule as the local gateway plays it: at most
 * `limit` requests per client in any `windowSeconds`, counted in slots of a
 * thirtieth of the window (WAF also counts in steps, re-evaluating about every
 * ten seconds). A refused request does not count, as WAF counts what it lets
 * through. docs/local-stack.md#request-limits
 */
export class ClientRateLimit {
  private readonly clients = new Map<string, Window>();
  private readonly slotMs: number;

  constructor(
    private readonly limit: number,
    windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.slotMs = (windowSeconds * 1000) / SLOTS;
  }

  take(client: string): LimitAnswer {
    const window = this.windowOf(client);
    const total = window.slots.reduce((sum, count) => sum + count, 0);
    if (total < this.limit) {
      window.slots[SLOTS - 1]! += 1;
      return { allowed: true };
    }
    // Wait until enough of the oldest slots have left the window to bring the count under the limit.
    let dropped = 0;
    let slotsToWait = 0;
    while (total - dropped >= this.limit && slotsToWait < SLOTS) dropped += window.slots[slotsToWait++]!;
    const waitMs = window.slotStart + this.slotMs * slotsToWait - this.now();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** The client's counts, with slots older than the window dropped; a new client gets an empty window. */
  private windowOf(client: string): Window {
    const now = this.now();
    let window = this.clients.get(client);
    if (!window) {
      if (this.clients.size >= SWEEP_ABOVE) this.sweep(now);
      window = { slots: new Array<number>(SLOTS).fill(0), slotStart: this.slotStartOf(now) };
      this.clients.set(client, window);
      return window;
    }
    const passed = Math.floor((this.slotStartOf(now) - window.slotStart) / this.slotMs);
    if (passed > 0) {
      // Shift the counts left by the slots that passed; the newest slots start at zero.
      const kept = passed >= SLOTS ? [] : window.slots.slice(passed);
      window.slots = kept.concat(new Array<number>(SLOTS - kept.length).fill(0));
      window.slotStart += passed * this.slotMs;
    }
    return window;
  }

  private slotStartOf(time: number): number {
    return Math.floor(time / this.slotMs) * this.slotMs;
  }

  /** Forgets clients with nothing left in their window. */
  private sweep(now: number): void {
    const windowMs = this.slotMs * SLOTS;
    for (const [client, window] of this.clients) if (window.slotStart + windowMs <= this.slotStartOf(now)) this.clients.delete(client);
  }
}
