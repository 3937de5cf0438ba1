import type { PartsSearchRequest } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { compileFilterValues } from './parameter-filters.ts';
import type { SearchScratch } from './search-scratch.ts';
import { IndexedValue } from './search-scratch.ts';
import { setBits } from './posting-bits.ts';
import { valuePostings } from './value-postings.ts';

// A query's parameter filters, compiled once: the accepted value ids
// stamped, and — when that is cheaper than reading each candidate's values
// — the parts that pass as a bitset.

export interface ActiveFilter {
  parameter: number;
  /** Value ids accepted are stamped with this generation in s.valueStamp. */
  generation: number;
  /** Parts with an accepted value, when made; zeroed again by releaseFilters. */
  bits: Uint32Array | undefined;
  /** With `bits`: the near misses that failed this filter alone, and how many. */
  near: Uint32Array | undefined;
  nearCount: number;
}

/**
 * Reading a candidate's values costs about as much as setting a dozen
 * postings' bits: below that many accepted postings per candidate, the
 * filter becomes a bitset.
 */
const POSTINGS_PER_CANDIDATE = 12;

/** Filters beyond this many get no bitsets: each holds two (125 KB each at a million parts) for the index's lifetime. */
const MAX_FILTER_BITSETS = 8;

/** Active filters; `impossible` when one names a parameter no part has. */
export function compileFilters(
  index: CatalogueIndex,
  filters: PartsSearchRequest['filters'],
  candidateCount: number,
  scratch: SearchScratch,
): { active: ActiveFilter[]; impossible: boolean } {
  const active: ActiveFilter[] = [];
  let impossible = false;
  for (const [name, values] of Object.entries(filters)) {
    if (values.length === 0) continue;
    const p = index.parameters.findIndex((parameter) => parameter.short_name === name || parameter.id === name);
    if (p < 0) {
      impossible = true;
      continue;
    }
    const accepts = compileFilterValues(values);
    const generation = scratch.nextValueGeneration();
    const value = new IndexedValue(index, scratch);
    const accepted: number[] = [];
    for (let v = index.valueStart[p]!; v < index.valueStart[p + 1]!; v++) {
      value.id = v;
      if (!accepts(value)) continue;
      scratch.valueStamp[v] = generation;
      accepted.push(v);
    }
    // Kept even when no value matched: its facet still lists the values one could pick instead.
    // A request may name every parameter: past a few filters, the rest read each candidate's values (no bitsets kept for them).
    const bits = active.length < MAX_FILTER_BITSETS ? passingBits(index, accepted, candidateCount, 2 * active.length, scratch) : undefined;
    const near = bits && scratch.filterBitset(2 * active.length + 1);
    active.push({ parameter: p, generation, bits, near, nearCount: 0 });
  }
  return { active, impossible };
}

function passingBits(
  index: CatalogueIndex,
  accepted: readonly number[],
  candidateCount: number,
  bitsetNumber: number,
  scratch: SearchScratch,
): Uint32Array | undefined {
  const { start, parts } = valuePostings(index);
  let total = 0;
  for (const v of accepted) total += start[v + 1]! - start[v]!;
  if (total > candidateCount * POSTINGS_PER_CANDIDATE) return undefined;
  const bits = scratch.filterBitset(bitsetNumber);
  for (const v of accepted) setBits(bits, parts, start[v]!, start[v + 1]!);
  return bits;
}

/** Leaves the filters' bitsets zeroed for the next query. */
export function releaseFilters(filters: readonly ActiveFilter[]): void {
  for (const f of filters) {
    f.bits?.fill(0);
    f.near?.fill(0);
  }
}

/**
 * A near miss's value is a likely cache miss to read at a million parts,
 * about the cost of testing this many postings against a bitset.
 */
const VALUE_READ_COST = 24;

/**
 * Per value of the filter's parameter, the near misses that failed this
 * filter alone and have it (into `bump`): each near miss's own value, or,
 * when there are many, the value postings of the parameter tested against
 * the near misses' bitset.
 */
export function countNearMisses(index: CatalogueIndex, filter: ActiveFilter, bump: (value: number, count: number) => void): void {
  if (!filter.near || filter.nearCount === 0) return;
  const { start, parts } = valuePostings(index);
  const from = index.valueStart[filter.parameter]!;
  const to = index.valueStart[filter.parameter + 1]!;
  if (filter.nearCount * VALUE_READ_COST < start[to]! - start[from]!) countEachPart(index, filter, filter.near, bump);
  else for (let v = from; v < to; v++) countValue(filter.near, parts, start[v]!, start[v + 1]!, v, bump);
}

function countEachPart(index: CatalogueIndex, filter: ActiveFilter, near: Uint32Array, bump: (value: number, count: number) => void): void {
  for (let w = 0; w < near.length; w++) {
    let word = near[w]!;
    while (word !== 0) {
      const low = word & -word;
      const value = valueFor(index, w * 32 + 31 - Math.clz32(low), filter);
      if (value >= 0) bump(value, 1);
      word ^= low;
    }
  }
}

function countValue(
  near: Uint32Array,
  parts: Uint32Array,
  from: number,
  end: number,
  value: number,
  bump: (value: number, count: number) => void,
): void {
  let count = 0;
  for (let k = from; k < end; k++) {
    const part = parts[k]!;
    if (near[part >>> 5]! & (1 << (part & 31))) count++;
  }
  if (count > 0) bump(value, count);
}

/** The value part has for the filter's parameter (-1 if none) — accepted when its stamp is the filter's generation. */
export function valueFor(index: CatalogueIndex, part: number, filter: ActiveFilter): number {
  const from = index.valueStart[filter.parameter]!;
  const to = index.valueStart[filter.parameter + 1]!;
  const end = index.partValueStart[part + 1]!;
  for (let k = index.partValueStart[part]!; k < end; k++) {
    const v = index.partValues[k]!;
    if (v >= to) return -1;
    if (v >= from) return v;
  }
  return -1;
}
