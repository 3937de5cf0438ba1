interface Kept<T> {
  item: T;
  rank: number;
  seq: number;
  key: string | undefined;
}

/**
 * The `capacity` worst of any number of items, in memory that does not grow
 * with how many are offered: a sorted buffer, worst first. Lower rank is
 * worse; of equal ranks the one offered first is worse, so the result is what
 * a stable sort-then-slice of everything would give. With `placeOf`, at most
 * one item per place is kept (the worst there), as a sort, then keeping the
 * first of each place, then slicing would. `offered` counts every item.
 */
export class BoundedWorst<T> {
  private readonly kept: Array<Kept<T>> = [];
  private readonly byPlace = new Map<string, Kept<T>>();
  private seq = 0;

  constructor(
    private readonly capacity: number,
    private readonly placeOf?: (item: T) => string,
  ) {
    if (!(capacity >= 1)) throw new RangeError(`capacity must be at least 1, not ${capacity}`);
  }

  /** How many items were offered, kept or not. */
  get offered(): number {
    return this.seq;
  }

  /** `rank`: lower is worse; NaN counts as the least bad. */
  offer(item: T, rank: number): void {
    if (Number.isNaN(rank)) rank = Infinity;
    const seq = this.seq++;
    const kept = this.kept;
    // The common case on a huge board: no better than the least bad kept one, so nothing to do.
    // (An item replacing a worse one at its place is also better than the least bad kept.)
    if (kept.length === this.capacity && !(rank < kept[kept.length - 1]!.rank)) return;
    const key = this.placeOf?.(item);
    if (key !== undefined) {
      const there = this.byPlace.get(key);
      if (there) {
        if (!(rank < there.rank)) return;
        kept.splice(kept.indexOf(there), 1);
      }
    }
    const entry: Kept<T> = { item, rank, seq, key };
    kept.splice(this.insertionPoint(rank), 0, entry);
    if (key !== undefined) this.byPlace.set(key, entry);
    if (kept.length > this.capacity) {
      const dropped = kept.pop()!;
      if (dropped.key !== undefined) this.byPlace.delete(dropped.key);
    }
  }

  /** The kept items, worst first. */
  items(): T[] {
    return this.kept.map((k) => k.item);
  }

  /** After every kept item of rank ≤ `rank` (all of them were offered earlier). */
  private insertionPoint(rank: number): number {
    let lo = 0;
    let hi = this.kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.kept[mid]!.rank <= rank) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
