import type { Point } from '../board-model.ts';

// Loops instead of spreads: `push(...xs)` and `Math.min(...xs)` pass every
// element as a call argument and overflow the stack at a few hundred thousand
// (a panel's pads, a resolved ground plane's vertices). see docs/board-limits.md#no-spreads

/** Appends every item of `items` to `target` (in place) and returns `target`. */
export function appendAll<T>(target: T[], items: readonly T[]): T[] {
  for (let i = 0; i < items.length; i++) target.push(items[i]!);
  return target;
}

/** The smallest value; Infinity for none (as `Math.min()`). */
export function minOf(values: Iterable<number>): number {
  let min = Infinity;
  for (const v of values) if (v < min || Number.isNaN(v)) min = v;
  return min;
}

/** The largest value; -Infinity for none (as `Math.max()`). */
export function maxOf(values: Iterable<number>): number {
  let max = -Infinity;
  for (const v of values) if (v > max || Number.isNaN(v)) max = v;
  return max;
}

/** A ring's bounding box [minX, minY, maxX, maxY], grown by `pad`; Infinity/-Infinity for an empty ring. */
export function ringBox(ring: readonly Point[], pad = 0): [number, number, number, number] {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [x, y] of ring) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return [minX - pad, minY - pad, maxX + pad, maxY + pad];
}

/** Centre of a ring's bounding box; [NaN, NaN] for an empty ring. */
export function ringBoxCentre(ring: readonly Point[]): Point {
  if (ring.length === 0) return [NaN, NaN];
  const [minX, minY, maxX, maxY] = ringBox(ring);
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}

/** Whether the ascending array holds the value (binary search). */
export function sortedHas(sorted: Float64Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
