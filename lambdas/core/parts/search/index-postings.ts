import { sharedSlice, sharedUint32 } from './build-memory.ts';

// The search postings of the index build: each term's parts, ascending, by a
// counting sort of the (term, part) pairs, which come in part order, range by
// range, each range's term ids mapped to the index's as they are read (so the
// ranges' pairs are never copied into one list: 60 million pairs at a million
// parts).

/** One range's (term, part) pairs: term ids through `termIds` (none: already the index's), parts numbered from `base`. */
export type PairRange = { tokenOfPair: Uint32Array; partOfPair: Uint32Array; termIds?: Uint32Array; base: number };

/** Where each term's parts start in `postings`, and the parts themselves; `ranges` in part order. */
export function postingsOf(termCount: number, ranges: readonly PairRange[]) {
  const termStart = sharedUint32(termCount + 1);
  let pairCount = 0;
  for (const { tokenOfPair, termIds } of ranges) {
    pairCount += tokenOfPair.length;
    if (termIds) for (let k = 0; k < tokenOfPair.length; k++) termStart[termIds[tokenOfPair[k]!]! + 1]!++;
    else for (let k = 0; k < tokenOfPair.length; k++) termStart[tokenOfPair[k]! + 1]!++;
  }
  for (let t = 0; t < termCount; t++) termStart[t + 1]! += termStart[t]!;
  const cursor = sharedSlice(termStart, 0, termCount);
  const postings = sharedUint32(pairCount);
  for (const { tokenOfPair, partOfPair, termIds, base } of ranges) {
    for (let k = 0; k < tokenOfPair.length; k++) {
      const term = termIds ? termIds[tokenOfPair[k]!]! : tokenOfPair[k]!;
      postings[cursor[term]!++] = partOfPair[k]! + base;
    }
  }
  return { termStart, postings };
}

function isSurrogate(unit: number): boolean {
  return (unit & 0xf800) === 0xd800;
}

/**
 * Two terms read backwards by code point, for typo lookups by a word's tail.
 * Compared from the end in place (building millions of reversed strings was
 * most of the cost); a surrogate pair must keep its order, so from the first
 * surrogate on the two are compared as reversed strings (rare).
 */
export function compareReversed(left: string, right: string): number {
  let i = left.length - 1;
  let j = right.length - 1;
  for (; i >= 0 && j >= 0; i--, j--) {
    const x = left.charCodeAt(i);
    const y = right.charCodeAt(j);
    if (isSurrogate(x) || isSurrogate(y)) {
      const ra = [...left].reverse().join('');
      const rb = [...right].reverse().join('');
      return ra < rb ? -1 : ra > rb ? 1 : 0;
    }
    if (x !== y) return x - y;
  }
  return left.length - right.length;
}

/** Term ids ordered by their text read backwards. */
export function byReversedText(terms: readonly string[]): Uint32Array {
  const order = new Uint32Array(terms.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((left, right) => compareReversed(terms[left]!, terms[right]!));
}
