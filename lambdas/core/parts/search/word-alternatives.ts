import { RANK_REASONS } from '#contracts/parts.ts';
import type { RankReason } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { prefixRange, termId } from './catalogue-index.ts';
import { oneEditNeighbours } from './one-edit.ts';
import type { QueryToken } from './search-text.ts';

// A query word → the index terms it matches (itself and its number form
// exactly, longer words it starts, or one-edit neighbours when nothing else
// matches), each with a weight; and the tiers a match can rank in.

// A tier is a position in RANK_REASONS (best first).
const tierOf = (reason: RankReason) => RANK_REASONS.indexOf(reason);
export const TIER_EXACT_CODE = tierOf('exact_supplier_code');
export const TIER_EXACT_MPN = tierOf('exact_mpn');
export const TIER_CODE_PREFIX = tierOf('supplier_code_prefix');
export const TIER_MPN_PREFIX = tierOf('mpn_prefix');
export const TIER_TOKENS = tierOf('tokens');
export const TIER_TYPO = tierOf('typo');

const PREFIX_WEIGHT = 0.6;
const TYPO_WEIGHT = 0.3;
/** A short prefix would expand to thousands of tokens; beyond this many we stop. */
const MAX_PREFIX_TERMS = 200;
const MIN_PREFIX_LENGTH = 3;
const MIN_TYPO_LENGTH = 5;

export interface Alternative {
  term: number;
  weight: number;
  typo: boolean;
}

export function alternativesFor(index: CatalogueIndex, token: QueryToken): Alternative[] {
  const out: Alternative[] = [];
  const seen = new Set<number>();
  for (const text of token.exact) {
    const id = termId(index, text);
    if (id >= 0 && !seen.has(id)) {
      seen.add(id);
      out.push({ term: id, weight: 1, typo: false });
    }
  }
  if (token.prefix && token.text.length >= MIN_PREFIX_LENGTH) {
    const [from, to] = prefixRange(index.terms, token.text);
    for (let id = from; id < to && id < from + MAX_PREFIX_TERMS; id++) {
      if (!seen.has(id)) {
        seen.add(id);
        out.push({ term: id, weight: PREFIX_WEIGHT, typo: false });
      }
    }
  }
  if (out.length === 0 && token.text.length >= MIN_TYPO_LENGTH) {
    for (const id of oneEditNeighbours(index, token.text)) out.push({ term: id, weight: TYPO_WEIGHT, typo: true });
  }
  return out;
}

export function postingCount(index: CatalogueIndex, alternatives: readonly Alternative[]): number {
  let total = 0;
  for (const a of alternatives) total += index.termStart[a.term + 1]! - index.termStart[a.term]!;
  return total;
}

/** A word's weights: its best alternatives' (exact words) and the rest's (prefixes); all alternatives of a word are typos or none is. */
export interface WordWeights {
  best: number;
  rest: number;
  /** The tier a candidate found through this word has at best. */
  tier: number;
}

export function weightsOf(alternatives: readonly Alternative[]): WordWeights {
  let best = 0;
  for (const a of alternatives) best = Math.max(best, a.weight);
  let rest = 0;
  for (const a of alternatives) if (a.weight < best) rest = Math.max(rest, a.weight);
  // As the Float32 score array holds them, so sums round the same whichever way a word was found.
  return { best: Math.fround(best), rest: Math.fround(rest), tier: alternatives[0]!.typo ? TIER_TYPO : TIER_TOKENS };
}
