import type { ActiveFilter } from './active-filters.ts';
import { valueFor } from './active-filters.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { inStockBits } from './in-stock-bits.ts';
import type { SearchScratch } from './search-scratch.ts';
import type { TopK } from './top-k.ts';

// A query's candidates through its stock, category and parameter filters in
// one pass: matches (and the page's best keys), near misses for the facets,
// per-category counts. Its own function, called once per query: V8 then
// optimises the whole loop rather than entering it half-way (on-stack
// replacement) and falling back to the interpreter after it on every call.

/**
 * A result's sort key: its tier, then its score (higher first, in 256ths),
 * then its browse rank (its part number), in one number.
 */
export function resultKey(tier: number, score: number, part: number): number {
  return tier * 2 ** 40 + scoreKeyPart(score) + part;
}

function scoreKeyPart(score: number): number {
  return (0xffff - Math.min(0xffff, Math.round(score * 256))) * 2 ** 24;
}

/** The part number and tier a result's key holds. */
export const keyPart = (key: number) => key % 2 ** 24;
export const keyTier = (key: number) => Math.floor(key / 2 ** 40);

export interface Sieve {
  /** Candidates in s.candidates[0, count), or, browsing, every part 0..count-1. */
  count: number;
  browsing: boolean;
  inStockOnly: boolean;
  /** Per category 1 if allowed; undefined: all are. */
  allowed: Uint8Array | undefined;
  filters: readonly ActiveFilter[];
  impossible: boolean;
}

/**
 * Matches into s.matches (and their keys into `top`), near misses into their
 * filter's `near` bitset or their value into s.nearMissValue, in-stock candidates per leaf category into `leafCounts`.
 */
export function siftCandidates(
  index: CatalogueIndex,
  { count, browsing, inStockOnly, allowed, filters, impossible }: Sieve,
  { leafCounts, top }: { leafCounts: Uint32Array; top: TopK | undefined },
  scratch: SearchScratch,
): { matchCount: number; nearMissCount: number } {
  const { candidates, matches, nearMissValue, valueStamp, tier, score } = scratch;
  const { category } = index;
  const inStock = inStockBits(index);
  let matchCount = 0;
  let nearMissCount = 0;
  let lastScore = Number.NaN;
  let lastScorePart = 0;
  for (let i = 0; i < count; i++) {
    const position = browsing ? i : candidates[i]!;
    if (inStockOnly && (inStock[position >>> 5]! & (1 << (position & 31))) === 0) continue;
    const c = category[position]!;
    leafCounts[c]!++;
    if ((allowed && allowed[c] === 0) || impossible) continue;
    let failures = 0;
    let failed = 0;
    let failedValue = -1;
    for (let f = 0; f < filters.length && failures < 2; f++) {
      const filter = filters[f]!;
      const bits = filter.bits;
      let value = -1;
      if (bits) {
        if (bits[position >>> 5]! & (1 << (position & 31))) continue;
      } else {
        value = valueFor(index, position, filter);
        if (value >= 0 && valueStamp[value] === filter.generation) continue;
      }
      failures++;
      failed = f;
      failedValue = value;
    }
    if (failures === 0) {
      matches[matchCount++] = position;
      if (top) {
        // Candidates mostly share a few scores: the score's part of the key is worked out when it changes.
        if (score[i] !== lastScore) {
          lastScore = score[i]!;
          lastScorePart = scoreKeyPart(lastScore);
        }
        const key = tier[i]! * 2 ** 40 + lastScorePart + position;
        if (key < top.bar) top.offer(key);
      }
    } else if (failures === 1) {
      // Fails one filter only: its value counts in that filter's facet, since picking it too would include the part.
      const near = filters[failed]!.near;
      if (near) {
        near[position >>> 5]! |= 1 << (position & 31);
        filters[failed]!.nearCount++;
      } else {
        nearMissValue[nearMissCount++] = failedValue;
      }
    }
  }
  return { matchCount, nearMissCount };
}

/** siftCandidates for a search with no parameter filters (the common case): the same pass without the filter loop. */
export function siftUnfiltered(
  index: CatalogueIndex,
  { count, inStockOnly, allowed }: Sieve,
  { leafCounts, top }: { leafCounts: Uint32Array; top: TopK | undefined },
  scratch: SearchScratch,
): { matchCount: number; nearMissCount: number } {
  const { candidates, matches, tier, score } = scratch;
  const { category } = index;
  const inStock = inStockBits(index);
  let matchCount = 0;
  let lastScore = Number.NaN;
  let lastScorePart = 0;
  for (let i = 0; i < count; i++) {
    const position = candidates[i]!;
    if (inStockOnly && (inStock[position >>> 5]! & (1 << (position & 31))) === 0) continue;
    const c = category[position]!;
    leafCounts[c]!++;
    if (allowed && allowed[c] === 0) continue;
    matches[matchCount++] = position;
    if (score[i] !== lastScore) {
      lastScore = score[i]!;
      lastScorePart = scoreKeyPart(lastScore);
    }
    const key = tier[i]! * 2 ** 40 + lastScorePart + position;
    if (key < top!.bar) top!.offer(key);
  }
  return { matchCount, nearMissCount: 0 };
}
