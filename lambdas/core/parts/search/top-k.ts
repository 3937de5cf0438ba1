// The k smallest numeric keys of a stream, in O(n log k): a page of results
// from 100 000 matches without sorting them all.

export class TopK {
  private readonly heap: Float64Array;
  private size = 0;
  /** Keys at or above this cannot get in: +Infinity until the heap is full, then its worst key. Checked before offering, it spares most calls. */
  bar = Number.POSITIVE_INFINITY;

  constructor(readonly limit: number) {
    this.heap = new Float64Array(Math.max(1, limit));
  }

  offer(key: number): void {
    const h = this.heap;
    if (this.size < this.limit) {
      // Sift up in a max-heap: the root is the worst key kept so far.
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (h[parent]! >= key) break;
        h[i] = h[parent]!;
        i = parent;
      }
      h[i] = key;
      if (this.size === this.limit) this.bar = h[0]!;
      return;
    }
    if (this.limit === 0 || key >= h[0]!) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && h[right]! > h[left]! ? right : left;
      if (h[child]! <= key) break;
      h[i] = h[child]!;
      i = child;
    }
    h[i] = key;
    this.bar = h[0]!;
  }

  /** The kept keys, ascending. */
  sorted(): Float64Array {
    return this.heap.slice(0, this.size).sort();
  }
}
