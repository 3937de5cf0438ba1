import Flatbush from 'flatbush';
import { POSITION_TOLERANCE_MM } from './tolerances.ts';

// Which objects of two revisions have no equal in the other, in memory that
// grows by a few bytes per object: hashes in typed arrays, sorted and merged,
// then a near match of what is left for values either side of a rounding step.

export interface ItemKeys<T> {
  /** Equal items (within the tolerance) hash alike, except across a rounding step. */
  hash(item: T): number;
  /** Whether two items are the same within the tolerance. */
  same(a: T, b: T): boolean;
  /** A point that moves by at most the tolerance when the item does (a box centre). */
  anchor(item: T): [number, number];
}

/** Indices into `before` and `after` of the items the other revision does not have. */
export interface Unmatched {
  before: number[];
  after: number[];
}

function sortedByHash<T>(items: readonly T[], hash: (item: T) => number): { hashes: Float64Array; order: Uint32Array } {
  const hashes = new Float64Array(items.length);
  for (let i = 0; i < items.length; i++) hashes[i] = hash(items[i]!);
  const order = new Uint32Array(items.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => hashes[a]! - hashes[b]! || a - b);
  return { hashes, order };
}

/** Pairs equal items within one run of equal hashes (a run is almost always one item each side). */
function matchRun<T>(
  items: { before: readonly T[]; after: readonly T[] },
  run: { before: number[]; after: number[] },
  keys: ItemKeys<T>,
  out: Unmatched,
): void {
  const taken = new Uint8Array(run.after.length);
  for (const i of run.before) {
    let found = -1;
    for (let k = 0; k < run.after.length && found < 0; k++)
      if (!taken[k] && keys.same(items.before[i]!, items.after[run.after[k]!]!)) found = k;
    if (found >= 0) taken[found] = 1;
    else out.before.push(i);
  }
  for (let k = 0; k < run.after.length; k++) if (!taken[k]) out.after.push(run.after[k]!);
}

function mergeByHash<T>(before: readonly T[], after: readonly T[], keys: ItemKeys<T>): Unmatched {
  const b = sortedByHash(before, keys.hash);
  const a = sortedByHash(after, keys.hash);
  const out: Unmatched = { before: [], after: [] };
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const hb = i < before.length ? b.hashes[b.order[i]!]! : Infinity;
    const ha = j < after.length ? a.hashes[a.order[j]!]! : Infinity;
    if (hb < ha) out.before.push(b.order[i++]!);
    else if (ha < hb) out.after.push(a.order[j++]!);
    else {
      const run = { before: [] as number[], after: [] as number[] };
      while (i < before.length && b.hashes[b.order[i]!] === hb) run.before.push(b.order[i++]!);
      while (j < after.length && a.hashes[a.order[j]!] === ha) run.after.push(a.order[j++]!);
      matchRun({ before, after }, run, keys, out);
    }
  }
  return out;
}

/** Items left after the hash merge that are still the same within the tolerance (rounded either side of a step). */
function nearMatch<T>(before: readonly T[], after: readonly T[], keys: ItemKeys<T>, left: Unmatched): Unmatched {
  if (left.before.length === 0 || left.after.length === 0) return left;
  const index = new Flatbush(left.before.length);
  for (const i of left.before) {
    const [x, y] = keys.anchor(before[i]!);
    index.add(x, y, x, y);
  }
  index.finish();
  const reach = 2 * POSITION_TOLERANCE_MM;
  const taken = new Uint8Array(left.before.length);
  const afterLeft: number[] = [];
  for (const j of left.after) {
    const [x, y] = keys.anchor(after[j]!);
    const hit = index.search(
      x - reach,
      y - reach,
      x + reach,
      y + reach,
      (k) => !taken[k] && keys.same(before[left.before[k]!]!, after[j]!),
    );
    if (hit.length > 0) taken[hit[0]!] = 1;
    else afterLeft.push(j);
  }
  return { before: left.before.filter((_, k) => !taken[k]), after: afterLeft };
}

/** The unmatched items of each revision, in their revision's order. */
export function unmatchedItems<T>(before: readonly T[], after: readonly T[], keys: ItemKeys<T>): Unmatched {
  const left = nearMatch(before, after, keys, mergeByHash(before, after, keys));
  left.before.sort((a, b) => a - b);
  left.after.sort((a, b) => a - b);
  return left;
}
