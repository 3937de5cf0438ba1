import type { CatalogueIndex } from './catalogue-index.ts';
import { inStockBits } from './in-stock-bits.ts';
import { andBits, setBits } from './posting-bits.ts';
import type { SearchScratch } from './search-scratch.ts';
import type { Sieve } from './sift-candidates.ts';
import { resultKey } from './sift-candidates.ts';
import type { TopK } from './top-k.ts';

// siftCandidates when every filter is a bitset and the candidates are in
// part order (or all parts, browsing): the candidates become a bitset, and
// stock and the filters are applied 32 parts at a time. Only the category
// counts still visit each live part; matches and near misses are found
// from the words' bits, not by testing each candidate (whose branches a
// CPU cannot predict). Near misses go straight into their filter's bitset.

/** Below a sixteenth of the parts, visiting each candidate costs less than going through every word of the bitsets. */
const MIN_CANDIDATE_SHARE = 1 / 16;

export function canSiftByWords(index: CatalogueIndex, { count, filters, impossible }: Sieve, sorted: boolean): boolean {
  if (!sorted || impossible || count < index.partCount * MIN_CANDIDATE_SHARE) return false;
  return filters.length > 0 && filters.every((f) => f.bits !== undefined);
}

export function siftByWords(
  index: CatalogueIndex,
  { count, browsing, inStockOnly, allowed, filters }: Sieve,
  { leafCounts, top }: { leafCounts: Uint32Array; top: TopK | undefined },
  scratch: SearchScratch,
): { matchCount: number; nearMissCount: number } {
  const live = scratch.hit;
  if (browsing) fillParts(live, count);
  else setBits(live, scratch.candidates, 0, count);
  if (inStockOnly) andBits(live, inStockBits(index));
  const passing = filters.map((f) => f.bits!);
  const near = filters.map((f) => f.near!);
  const { category } = index;
  const { matches, candidates, tier, score } = scratch;
  let matchCount = 0;
  let next = 0;
  for (let w = 0; w < live.length; w++) {
    const word = live[w]!;
    if (word === 0) continue;
    live[w] = 0;
    countCategories(word, w, category, leafCounts);
    let passAll = word;
    for (const bits of passing) passAll &= bits[w]!;
    for (let bits = passAll; bits !== 0; bits &= bits - 1) {
      const part = w * 32 + 31 - Math.clz32(bits & -bits);
      if (allowed && allowed[category[part]!] === 0) continue;
      matches[matchCount++] = part;
      if (!top) continue;
      // Candidates are in part order, so a match's position is found by walking on from the last.
      while (candidates[next]! < part) next++;
      const key = resultKey(tier[next]!, score[next]!, part);
      if (key < top.bar) top.offer(key);
    }
    if (passAll === word) continue;
    for (let f = 0; f < filters.length; f++) {
      // Parts failing filter f and passing every other one.
      let failsOnlyThis = word & ~passing[f]![w]!;
      for (let g = 0; g < filters.length; g++) if (g !== f) failsOnlyThis &= passing[g]![w]!;
      for (let bits = failsOnlyThis; bits !== 0; bits &= bits - 1) {
        const part = w * 32 + 31 - Math.clz32(bits & -bits);
        if (allowed && allowed[category[part]!] === 0) continue;
        near[f]![w]! |= bits & -bits;
        filters[f]!.nearCount++;
      }
    }
  }
  return { matchCount, nearMissCount: 0 };
}

function countCategories(word: number, wordIndex: number, category: Uint16Array, leafCounts: Uint32Array): void {
  for (let bits = word; bits !== 0; bits &= bits - 1) leafCounts[category[wordIndex * 32 + 31 - Math.clz32(bits & -bits)]!]!++;
}

/** Sets the bits of parts 0..count-1. */
function fillParts(bits: Uint32Array, count: number): void {
  bits.fill(0xffffffff, 0, count >>> 5);
  if (count & 31) bits[count >>> 5] = (1 << (count & 31)) - 1;
}
