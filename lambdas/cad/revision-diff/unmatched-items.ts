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

function hashesOf<T>(items: readonly T[], hash: (item: T) => number): Float64Array {
  const hashes = new Float64Array(items.length);
  for (let i = 0; i < items.length; i++) hashes[i] = hash(items[i]!);
  return hashes;
}

/** The hashes each side has more often than the other, with how many more: one merge of both sorted (a native sort, no comparator). */
function surplus(before: Float64Array, after: Float64Array): { before: Map<number, number>; after: Map<number, number> } {
  const a = before.slice().sort();
  const b = after.slice().sort();
  const extra = { before: new Map<number, number>(), after: new Map<number, number>() };
  const count = (map: Map<number, number>, hash: number) => map.set(hash, (map.get(hash) ?? 0) + 1);
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) count(extra.before, a[i++]!);
    else if (i >= a.length || b[j]! < a[i]!) count(extra.after, b[j++]!);
    else {
      i++;
      j++;
    }
  }
  return extra;
}

/** The items whose hash the other side has fewer of (which of several equal ones does not matter: they are the same shape). */
function pick(hashes: Float64Array, extra: Map<number, number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < hashes.length && extra.size > 0; i++) {
    const left = extra.get(hashes[i]!);
    if (left === undefined) continue;
    out.push(i);
    if (left === 1) extra.delete(hashes[i]!);
    else extra.set(hashes[i]!, left - 1);
  }
  return out;
}

/**
 * The items without an equal hash on the other side. The hash is 53 bits of
 * values rounded to the tolerance: two different shapes share one about once
 * in 10^16 pairs, so equal hashes are taken as equal shapes without a check.
 */
function mergeByHash<T>(before: readonly T[], after: readonly T[], keys: ItemKeys<T>): Unmatched {
  const hb = hashesOf(before, keys.hash);
  const ha = hashesOf(after, keys.hash);
  const extra = surplus(hb, ha);
  return { before: pick(hb, extra.before), after: pick(ha, extra.after) };
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
  return nearMatch(before, after, keys, mergeByHash(before, after, keys));
}
