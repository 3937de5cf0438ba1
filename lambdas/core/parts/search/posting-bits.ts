import type { CatalogueIndex } from './catalogue-index.ts';
import type { SearchScratch } from './search-scratch.ts';
import type { Alternative, WordWeights } from './word-alternatives.ts';

// Sets of parts as bitsets over part numbers (one bit a part): a word's
// postings set into one, a broad word kept as one, sets ANDed 32 parts at a
// time, and a set read back out in part order.

/**
 * A word in a sixteenth of the parts or more is kept as a bitset of its own
 * (125 KB at a million parts; at most half the postings' size in all): OR-ing
 * it word by word is several times faster than setting its postings' bits
 * one by one. Made on a query's first use of the word.
 */
export const BITSET_MIN_SHARE = 1 / 16;

function termBitset(index: CatalogueIndex, term: number, scratch: SearchScratch): Uint32Array | undefined {
  const from = index.termStart[term]!;
  const end = index.termStart[term + 1]!;
  if (end - from < index.partCount * BITSET_MIN_SHARE) return undefined;
  let bits = scratch.termBits.get(term);
  if (!bits) {
    bits = new Uint32Array(scratch.hit.length);
    setBits(bits, index.postings, from, end);
    scratch.termBits.set(term, bits);
  }
  return bits;
}

/** Sets the alternative's parts' bits in `union`, and in `bestBits` if given. */
export function addPostings(
  index: CatalogueIndex,
  alt: Alternative,
  union: Uint32Array,
  bestBits: Uint32Array | undefined,
  scratch: SearchScratch,
): void {
  const termBits = termBitset(index, alt.term, scratch);
  if (termBits) {
    orBits(union, termBits);
    if (bestBits) orBits(bestBits, termBits);
    return;
  }
  const from = index.termStart[alt.term]!;
  const end = index.termStart[alt.term + 1]!;
  setBits(union, index.postings, from, end);
  if (bestBits) setBits(bestBits, index.postings, from, end);
}

export function setBits(bits: Uint32Array, postings: Uint32Array, from: number, end: number): void {
  for (let k = from; k < end; k++) {
    const p = postings[k]!;
    bits[p >>> 5]! |= 1 << (p & 31);
  }
}

function orBits(into: Uint32Array, bits: Uint32Array): void {
  for (let w = 0; w < into.length; w++) into[w]! |= bits[w]!;
}

export function andBits(into: Uint32Array, bits: Uint32Array): void {
  for (let w = 0; w < into.length; w++) into[w]! &= bits[w]!;
}

/** The set bits' parts in order into `candidates`, zeroing `bits`; each one's score is its words' weights summed in word order. */
export function readBits(
  bits: Uint32Array,
  candidates: Uint32Array,
  score: Float32Array,
  weights: readonly WordWeights[],
  bestOf: ReadonlyArray<Uint32Array | undefined>,
): number {
  const mixed = bestOf.some((b) => b !== undefined);
  let uniform = 0;
  for (let t = 0; t < weights.length; t++) uniform = Math.fround(uniform + weights[t]!.best);
  let count = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    if (word === 0) continue;
    bits[w] = 0;
    while (word !== 0) {
      const low = word & -word;
      const p = w * 32 + 31 - Math.clz32(low);
      candidates[count] = p;
      score[count++] = mixed ? mixedScore(p, weights, bestOf) : uniform;
      word ^= low;
    }
  }
  return count;
}

function mixedScore(part: number, weights: readonly WordWeights[], bestOf: ReadonlyArray<Uint32Array | undefined>): number {
  let total = 0;
  const bit = 1 << (part & 31);
  for (let t = 0; t < weights.length; t++) {
    const best = bestOf[t];
    const weight = !best || best[part >>> 5]! & bit ? weights[t]!.best : weights[t]!.rest;
    total = Math.fround(total + weight);
  }
  return total;
}
