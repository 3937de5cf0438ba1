import { byReversedText, compareReversed, type PairRange } from './index-postings.ts';
import { NO_KEY_TERM, tokenPairs, type PartTexts, type TokenPairs, type TokenSources } from './token-pairs.ts';
import { sharedUint32 } from './build-memory.ts';

// The index build tokenises parts a range at a time (one range in one
// thread, or one per worker: token-workers.ts) and merges the ranges: each
// range's terms come sorted and in their reversed order, so the merge is two
// passes of comparisons over the ranges' heads instead of sorting millions of
// terms again (docs/parts.md#the-index-build-on-every-core).

/**
 * One range's tokens: its distinct terms sorted, their order read backwards, its (term, part) pairs in part order, and
 * per part the term of its MPN key and of its supplier-code key (NO_KEY_TERM for none).
 */
export type RangeTokens = {
  terms: string[];
  byReverse: Uint32Array;
  tokenOfPair: Uint32Array;
  partOfPair: Uint32Array;
  mpnTerm: Uint32Array;
  codeTerm: Uint32Array;
};

/** The whole index's terms, their reversed order, each part's key terms, and the ranges' pairs with their terms mapped. */
export type MergedTokens = Pick<RangeTokens, 'terms' | 'byReverse' | 'mpnTerm' | 'codeTerm'> & { pairs: PairRange[] };

/** A range's tokens with term ids in sorted order. */
export function rangeTokens(parts: ArrayLike<PartTexts>, facts: TokenSources, categoryPath: readonly string[][]): RangeTokens {
  return sortedTerms(tokenPairs(parts, facts, categoryPath));
}

/** A range's pairs with its terms sorted and the pairs' term ids, and the parts' key terms, renumbered to match. */
export function sortedTerms({ tokenIds, tokenOfPair, partOfPair, mpnTerm, codeTerm }: TokenPairs): RangeTokens {
  const terms = [...tokenIds.keys()].sort();
  const rank = new Uint32Array(terms.length);
  terms.forEach((term, sortedId) => {
    rank[tokenIds.get(term)!] = sortedId;
  });
  const sortedIds = tokenOfPair.toArray();
  for (let k = 0; k < sortedIds.length; k++) sortedIds[k] = rank[sortedIds[k]!]!;
  return {
    terms,
    byReverse: byReversedText(terms),
    tokenOfPair: sortedIds,
    partOfPair: partOfPair.toArray(),
    mpnTerm: renumbered(mpnTerm, rank),
    codeTerm: renumbered(codeTerm, rank),
  };
}

/** Term ids through `ids` (old id → new id), NO_KEY_TERM kept; in place. */
function renumbered(terms: Uint32Array, ids: Uint32Array): Uint32Array {
  for (let i = 0; i < terms.length; i++) if (terms[i] !== NO_KEY_TERM) terms[i] = ids[terms[i]!]!;
  return terms;
}

/** The ranges' sorted terms as one sorted list without repeats, and each range's term ids in it. */
function mergeTerms(ranges: readonly RangeTokens[]) {
  const terms: string[] = [];
  const toMerged = ranges.map((range) => new Uint32Array(range.terms.length));
  const heads = new Uint32Array(ranges.length);
  const next = ranges.map((range) => range.terms[0]);
  for (;;) {
    let first: string | undefined;
    for (const term of next) if (term !== undefined && (first === undefined || term < first)) first = term;
    if (first === undefined) return { terms, toMerged };
    // Every range whose next term this is moves on together: a common word is compared once, not once per range.
    for (let r = 0; r < ranges.length; r++) {
      if (next[r] !== first) continue;
      toMerged[r]![heads[r]!++] = terms.length;
      next[r] = ranges[r]!.terms[heads[r]!];
    }
    terms.push(first);
  }
}

/** The merged terms in their reversed order: each range's order mapped to merged ids, merged by comparing their texts. */
function mergeReversed(ranges: readonly RangeTokens[], terms: readonly string[], toMerged: readonly Uint32Array[]): Uint32Array {
  const order = new Uint32Array(terms.length);
  const heads = new Uint32Array(ranges.length);
  const idAt = (rangeIndex: number, position: number) => {
    const local = ranges[rangeIndex]!.byReverse[position];
    return local === undefined ? -1 : toMerged[rangeIndex]![local]!;
  };
  const next = ranges.map((_, r) => idAt(r, 0));
  for (let written = 0; ; written++) {
    let first = -1;
    for (const id of next) if (id >= 0 && (first < 0 || compareReversed(terms[id]!, terms[first]!) < 0)) first = id;
    if (first < 0) return order;
    for (let r = 0; r < ranges.length; r++) if (next[r] === first) next[r] = idAt(r, ++heads[r]!);
    order[written] = first;
  }
}

/** Ranges of consecutive parts, the first starting at part `starts[r]`, merged into the index's terms. */
export function mergeRanges(ranges: readonly RangeTokens[], starts: readonly number[]): MergedTokens {
  if (ranges.length === 1 && starts[0] === 0) {
    const { terms, byReverse, tokenOfPair, partOfPair, mpnTerm, codeTerm } = ranges[0]!;
    return { terms, byReverse, mpnTerm, codeTerm, pairs: [{ tokenOfPair, partOfPair, base: 0 }] };
  }
  const { terms, toMerged } = mergeTerms(ranges);
  const partCount = ranges.reduce((sum, range) => sum + range.mpnTerm.length, 0);
  const mpnTerm = sharedUint32(partCount);
  const codeTerm = sharedUint32(partCount);
  const pairs = ranges.map(({ tokenOfPair, partOfPair, ...range }, rangeIndex): PairRange => {
    const termIds = toMerged[rangeIndex]!;
    const base = starts[rangeIndex]!;
    mpnTerm.set(renumbered(range.mpnTerm, termIds), base);
    codeTerm.set(renumbered(range.codeTerm, termIds), base);
    return { tokenOfPair, partOfPair, termIds, base };
  });
  return { terms, byReverse: mergeReversed(ranges, terms, toMerged), mpnTerm, codeTerm, pairs };
}
