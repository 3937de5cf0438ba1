import { byReversedText, compareReversed } from './index-postings.ts';
import { tokenPairs, type PartTexts, type TokenSources } from './token-pairs.ts';

// The index build tokenises parts a range at a time (one range in one
// thread, or one per worker: token-workers.ts) and merges the ranges: each
// range's terms come sorted and in their reversed order, so the merge is two
// passes of comparisons over the ranges' heads instead of sorting millions of
// terms again (docs/parts.md#the-index-build-on-every-core).

/** One range's tokens: its distinct terms sorted, their order read backwards, and its (term, part) pairs in part order. */
export type RangeTokens = { terms: string[]; byReverse: Uint32Array; tokenOfPair: Uint32Array; partOfPair: Uint32Array };

/** The whole index's terms, their reversed order, and every pair with the term's id and the part's number in the index. */
export type MergedTokens = RangeTokens;

/** A range's tokens with term ids in sorted order. */
export function rangeTokens(parts: ArrayLike<PartTexts>, facts: TokenSources, categoryPath: readonly string[][]): RangeTokens {
  const { tokenIds, tokenOfPair, partOfPair } = tokenPairs(parts, facts, categoryPath);
  const terms = [...tokenIds.keys()].sort();
  const rank = new Uint32Array(terms.length);
  terms.forEach((term, sortedId) => {
    rank[tokenIds.get(term)!] = sortedId;
  });
  const sortedIds = tokenOfPair.toArray();
  for (let k = 0; k < sortedIds.length; k++) sortedIds[k] = rank[sortedIds[k]!]!;
  return { terms, byReverse: byReversedText(terms), tokenOfPair: sortedIds, partOfPair: partOfPair.toArray() };
}

/** The range whose next item comes first, or -1 when all are done. */
function firstHead(heads: Uint32Array, lengths: readonly number[], comesBefore: (r: number, s: number) => boolean): number {
  let best = -1;
  for (let r = 0; r < lengths.length; r++) if (heads[r]! < lengths[r]! && (best < 0 || comesBefore(r, best))) best = r;
  return best;
}

/** The ranges' sorted terms as one sorted list without repeats, and each range's term ids in it. */
function mergeTerms(ranges: readonly RangeTokens[]) {
  const terms: string[] = [];
  const toMerged = ranges.map((range) => new Uint32Array(range.terms.length));
  const heads = new Uint32Array(ranges.length);
  const lengths = ranges.map((range) => range.terms.length);
  const head = (r: number) => ranges[r]!.terms[heads[r]!]!;
  const before = (x: number, y: number) => head(x) < head(y);
  for (let r = firstHead(heads, lengths, before); r >= 0; r = firstHead(heads, lengths, before)) {
    const term = head(r);
    if (terms.length === 0 || terms[terms.length - 1] !== term) terms.push(term);
    toMerged[r]![heads[r]!++] = terms.length - 1;
  }
  return { terms, toMerged };
}

/** The merged terms read backwards: equal terms compare equal, so a term in several ranges comes up several times in a row. */
function mergeReversed(ranges: readonly RangeTokens[], terms: readonly string[], toMerged: readonly Uint32Array[]): Uint32Array {
  const order = new Uint32Array(terms.length);
  const heads = new Uint32Array(ranges.length);
  const lengths = ranges.map((range) => range.byReverse.length);
  const head = (r: number) => toMerged[r]![ranges[r]!.byReverse[heads[r]!]!]!;
  const before = (x: number, y: number) => compareReversed(terms[head(x)]!, terms[head(y)]!) < 0;
  let written = 0;
  for (let r = firstHead(heads, lengths, before); r >= 0; r = firstHead(heads, lengths, before)) {
    const id = head(r);
    heads[r]!++;
    if (written === 0 || order[written - 1] !== id) order[written++] = id;
  }
  return order;
}

/** Ranges of consecutive parts, the first starting at part `starts[r]`, merged into the index's terms and pairs. */
export function mergeRanges(ranges: readonly RangeTokens[], starts: readonly number[]): MergedTokens {
  if (ranges.length === 1 && starts[0] === 0) return ranges[0]!;
  const { terms, toMerged } = mergeTerms(ranges);
  const total = ranges.reduce((sum, range) => sum + range.tokenOfPair.length, 0);
  const tokenOfPair = new Uint32Array(total);
  const partOfPair = new Uint32Array(total);
  let written = 0;
  ranges.forEach((range, rangeIndex) => {
    const ids = toMerged[rangeIndex]!;
    const base = starts[rangeIndex]!;
    for (let k = 0; k < range.tokenOfPair.length; k++, written++) {
      tokenOfPair[written] = ids[range.tokenOfPair[k]!]!;
      partOfPair[written] = range.partOfPair[k]! + base;
    }
  });
  return { terms, byReverse: mergeReversed(ranges, terms, toMerged), tokenOfPair, partOfPair };
}
