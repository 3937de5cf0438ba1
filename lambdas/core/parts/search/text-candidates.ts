import type { CatalogueIndex } from './catalogue-index.ts';
import { equalRunEnd, prefixRange } from './catalogue-index.ts';
import { codeKey, queryTokens } from './search-text.ts';
import type { SearchScratch } from './search-scratch.ts';
import { TIER_CODE_PREFIX, TIER_EXACT_CODE, TIER_EXACT_MPN, TIER_MPN_PREFIX } from './word-alternatives.ts';
import { matchTokens } from './word-matching.ts';

// A search's text → its candidate parts, each with a tier (why it matched:
// exact code, exact MPN, prefixes, every word, a typo) and a score (the
// words' weights), all in the index's scratch arrays: a broad word has
// hundreds of thousands of candidates at distributor scale.

/** Code and MPN keys the whole query matches, as (part, tier) claims. */
function keyClaims(index: CatalogueIndex, terms: string): { parts: number[]; tiers: number[] } {
  const parts: number[] = [];
  const tiers: number[] = [];
  const key = codeKey(terms);
  if (key.length < 2) return { parts, tiers };
  const claim = (from: number, to: number, keyParts: Uint32Array, tier: number) => {
    for (let k = from; k < to; k++) {
      parts.push(keyParts[k]!);
      tiers.push(tier);
    }
  };
  // Exact keys open their prefix range, so only those few entries are read as text.
  const [codeFrom, codeTo] = prefixRange(index.codeKeys, key);
  const codeExactTo = equalRunEnd(index.codeKeys, codeFrom, key);
  claim(codeFrom, codeExactTo, index.codeParts, TIER_EXACT_CODE);
  if (key.length >= 3 && /^c\d+$/.test(key)) claim(codeExactTo, codeTo, index.codeParts, TIER_CODE_PREFIX);
  const [mpnFrom, mpnTo] = prefixRange(index.mpnKeys, key);
  const mpnExactTo = equalRunEnd(index.mpnKeys, mpnFrom, key);
  claim(mpnFrom, mpnExactTo, index.mpnParts, TIER_EXACT_MPN);
  // A bare number (`0402`) is a package or value, not the start of a part number.
  if (key.length >= 3 && /[a-z]/.test(key)) claim(mpnExactTo, mpnTo, index.mpnParts, TIER_MPN_PREFIX);
  return { parts, tiers };
}

/** Position of the part in the sorted candidates[0, count), or -1. */
function sortedPosition(candidates: Uint32Array, count: number, part: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (candidates[mid]! < part) lo = mid + 1;
    else hi = mid;
  }
  return lo < count && candidates[lo] === part ? lo : -1;
}

/** Candidates of a text search with their tier and score (s.tier, s.score, by position): their count, the parts in s.candidates. */
export function textCandidates(index: CatalogueIndex, terms: string, scratch: SearchScratch): number {
  const tokenCount = matchTokens(index, queryTokens(terms), scratch);
  const { candidates, tier, score, hit, slot } = scratch;
  const claims = keyClaims(index, terms);
  scratch.sortedCount = tokenCount;
  if (claims.parts.length === 0) return tokenCount;

  // A claimed part is found among the word candidates (sorted) by binary search or, when the
  // claims are many, through the bitset: each candidate's bit set and its position in `slot`.
  const viaBitset = claims.parts.length * Math.log2(tokenCount + 1) > tokenCount;
  if (viaBitset) {
    for (let i = 0; i < tokenCount; i++) {
      const p = candidates[i]!;
      hit[p >>> 5]! |= 1 << (p & 31);
      slot[p] = i;
    }
  }
  let count = tokenCount;
  const added: number[] = [];
  for (let c = 0; c < claims.parts.length; c++) {
    const p = claims.parts[c]!;
    const claimed = claims.tiers[c]!;
    const at = hit[p >>> 5]! & (1 << (p & 31)) ? slot[p]! : viaBitset ? -1 : sortedPosition(candidates, tokenCount, p);
    if (at >= 0) {
      if (claimed < tier[at]!) tier[at] = claimed;
      continue;
    }
    // Claimed by its key alone: a candidate of its own, with no word score.
    hit[p >>> 5]! |= 1 << (p & 31);
    slot[p] = count;
    added.push(p);
    candidates[count] = p;
    score[count] = 0;
    tier[count++] = claimed;
  }
  if (viaBitset) hit.fill(0);
  else for (const p of added) hit[p >>> 5] = 0;
  return count;
}
