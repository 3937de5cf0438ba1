import type { CatalogueIndex } from './catalogue-index.ts';
import { addPostings, andBits, BITSET_MIN_SHARE, readBits } from './posting-bits.ts';
import type { QueryToken } from './search-text.ts';
import type { SearchScratch } from './search-scratch.ts';
import type { Alternative, WordWeights } from './word-alternatives.ts';
import { alternativesFor, postingCount, weightsOf } from './word-alternatives.ts';

// The parts that have every word of a query (AND), each with its score (the
// words' weights summed) and tier, as dense arrays in the scratch: by
// bitsets when even the rarest word is broad, else candidate by candidate
// from the rarest word on. Loops over every candidate sit in functions of
// their own, each ending with its loop (see sift-candidates.ts).

/** Sets each posting's bit in `hit`, and in `best` too for a best-weighted alternative. */
function markPostings(index: CatalogueIndex, alt: Alternative, weights: WordWeights, scratch: SearchScratch): void {
  addPostings(index, alt, scratch.hit, Math.fround(alt.weight) === weights.best ? scratch.best : undefined, scratch);
}

/** The first (rarest) word: every part of its alternatives is a candidate, in part order, with its best alternative's weight. */
function firstTokenCandidates(index: CatalogueIndex, alternatives: readonly Alternative[], scratch: SearchScratch): number {
  const { hit, best, candidates, score, tier } = scratch;
  const weights = weightsOf(alternatives);
  let count: number;
  if (alternatives.length === 1) {
    // One alternative (a number's exact form): its postings are the candidates.
    const { term } = alternatives[0]!;
    const from = index.termStart[term]!;
    count = index.termStart[term + 1]! - from;
    candidates.set(index.postings.subarray(from, from + count));
    score.fill(weights.best, 0, count);
  } else {
    for (const alt of alternatives) markPostings(index, alt, weights, scratch);
    // Reading the bitset in order yields the union sorted, without duplicates; it is zeroed as it is read.
    count = 0;
    for (let w = 0; w < hit.length; w++) {
      let bits = hit[w]!;
      if (bits === 0) continue;
      const bestBits = best[w]!;
      hit[w] = 0;
      best[w] = 0;
      while (bits !== 0) {
        const low = bits & -bits;
        candidates[count] = w * 32 + 31 - Math.clz32(low);
        score[count++] = bestBits & low ? weights.best : weights.rest;
        bits ^= low;
      }
    }
  }
  tier.fill(weights.tier, 0, count);
  return count;
}

/**
 * A later word keeps the candidates it also matches, adding its weight. An
 * alternative's postings are marked in the bitsets, unless the candidates are
 * far fewer: then each candidate is looked up in the alternative's
 * (part-ordered) postings.
 */
function keepMatching(index: CatalogueIndex, alternatives: readonly Alternative[], count: number, scratch: SearchScratch): number {
  const weights = weightsOf(alternatives);
  scratch.found.fill(0, 0, count);
  let marked = false;
  for (const alt of alternatives) {
    const from = index.termStart[alt.term]!;
    const end = index.termStart[alt.term + 1]!;
    if (count * Math.log2(end - from + 1) >= end - from) {
      markPostings(index, alt, weights, scratch);
      marked = true;
      continue;
    }
    lookUp(index, alt, count, scratch);
  }
  if (!marked) return keepFound(scratch, count, weights);
  const kept = keepMarked(scratch, count, weights);
  scratch.hit.fill(0);
  scratch.best.fill(0);
  return kept;
}

/** Looks each candidate up in the alternative's (part-ordered) postings; a hit's weight goes into `found`. */
function lookUp(index: CatalogueIndex, alt: Alternative, count: number, { candidates, found }: SearchScratch): void {
  const { postings } = index;
  const from = index.termStart[alt.term]!;
  const end = index.termStart[alt.term + 1]!;
  const weight = Math.fround(alt.weight);
  for (let i = 0; i < count; i++) {
    const p = candidates[i]!;
    let lo = from;
    let hi = end;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (postings[mid]! < p) lo = mid + 1;
      else hi = mid;
    }
    if (lo < end && postings[lo] === p && weight > found[i]!) found[i] = weight;
  }
}

/**
 * Keeps the candidates a word's marks (bitsets) or look-ups (`found`) matched,
 * adding the word's weight; a candidate's tier becomes the worse of its own and
 * the word's (found only as a typo: a typo match).
 */
function keepMarked(scratch: SearchScratch, count: number, weights: WordWeights): number {
  const { hit, best, candidates, score, tier, found } = scratch;
  const bestWeight = weights.best;
  const restWeight = weights.rest;
  const wordTier = weights.tier;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const p = candidates[i]!;
    const bit = 1 << (p & 31);
    const word = p >>> 5;
    let weight = found[i]!;
    if (hit[word]! & bit) {
      const marked = best[word]! & bit ? bestWeight : restWeight;
      if (marked > weight) weight = marked;
    } else if (weight === 0) continue;
    candidates[kept] = p;
    score[kept] = score[i]! + weight;
    const t = tier[i]!;
    tier[kept++] = t > wordTier ? t : wordTier;
  }
  return kept;
}

function keepFound(scratch: SearchScratch, count: number, weights: WordWeights): number {
  const { candidates, score, tier, found } = scratch;
  const wordTier = weights.tier;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const weight = found[i]!;
    if (weight === 0) continue;
    candidates[kept] = candidates[i]!;
    score[kept] = score[i]! + weight;
    const t = tier[i]!;
    tier[kept++] = t > wordTier ? t : wordTier;
  }
  return kept;
}

/**
 * Parts matching every query token (AND), with summed weights (s.score) and
 * their tier (s.tier: `tokens`, or `typo` if a word matched only as one): their count, the parts themselves in
 * s.candidates[0, count), in part order.
 */
export function matchTokens(index: CatalogueIndex, tokens: readonly QueryToken[], scratch: SearchScratch): number {
  const perToken = tokens.map((t) => alternativesFor(index, t));
  if (perToken.length === 0 || perToken.some((alts) => alts.length === 0)) return 0;
  // Rarest token first: the candidate list starts small and only shrinks.
  perToken.sort((a, b) => postingCount(index, a) - postingCount(index, b));
  const broad = postingCount(index, perToken[0]!) >= index.partCount * BITSET_MIN_SHARE;
  if (broad && perToken.length > 1 && perToken.length <= MAX_BITSET_WORDS) {
    return matchByBitsets(index, perToken, scratch);
  }
  let count = firstTokenCandidates(index, perToken[0]!, scratch);
  for (let t = 1; t < perToken.length && count > 0; t++) count = keepMatching(index, perToken[t]!, count, scratch);
  return count;
}

/** Beyond this many words a query's words are matched candidate by candidate: each word here holds two bitsets. */
const MAX_BITSET_WORDS = 8;

/**
 * matchTokens for a query whose rarest word is still broad: each word's parts
 * as a bitset, the words ANDed word by word (32 parts at a time), then the
 * parts left read out in order — no pass over a word's candidates per word.
 */
function matchByBitsets(index: CatalogueIndex, perToken: readonly Alternative[][], scratch: SearchScratch): number {
  const { hit, candidates, score, tier } = scratch;
  const weights = perToken.map(weightsOf);
  // A word with two weights (exact and prefix) keeps which parts had the better one.
  const bestOf = weights.map((w, t) => (w.rest > 0 ? scratch.bitsetPool(2 * t + 1) : undefined));
  for (let t = 0; t < perToken.length; t++) {
    const union = t === 0 ? hit : scratch.bitsetPool(2 * t);
    for (const alt of perToken[t]!)
      addPostings(index, alt, union, Math.fround(alt.weight) === weights[t]!.best ? bestOf[t] : undefined, scratch);
    if (t > 0) {
      andBits(hit, union);
      union.fill(0);
    }
  }
  let wordTier = 0;
  for (const w of weights) wordTier = Math.max(wordTier, w.tier);
  const count = readBits(hit, candidates, score, weights, bestOf);
  tier.fill(wordTier, 0, count);
  for (const bits of bestOf) bits?.fill(0);
  return count;
}
