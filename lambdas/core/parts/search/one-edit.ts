import type { CatalogueIndex } from './catalogue-index.ts';
import { prefixRange } from './catalogue-index.ts';

// Typo tolerance without an n-gram index: a word one edit away from the query
// keeps either the query's first half or its last half intact, so two range
// scans over the sorted token tables find every candidate.

/** Levenshtein distance ≤ 1, counting a swap of neighbours (`capcaitor`) as one edit. */
export function withinOneEdit(left: string, right: string): boolean {
  if (left === right) return true;
  const la = left.length;
  const lb = right.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && left[i] === right[i]) i++;
  if (la === lb) {
    if (left.slice(i + 1) === right.slice(i + 1)) return true;
    return left[i] === right[i + 1] && left[i + 1] === right[i] && left.slice(i + 2) === right.slice(i + 2);
  }
  return la > lb ? left.slice(i + 1) === right.slice(i) : left.slice(i) === right.slice(i + 1);
}

function reversed(text: string): string {
  return [...text].reverse().join('');
}

/** Term ids within one edit of `word` (the word itself excluded), at most `limit`. */
export function oneEditNeighbours(index: CatalogueIndex, word: string, limit = 32): number[] {
  const found = new Set<number>();
  const consider = (id: number) => {
    const term = index.terms.at(id);
    if (term !== undefined && term !== word && Math.abs(term.length - word.length) <= 1 && withinOneEdit(word, term)) found.add(id);
  };
  const head = word.slice(0, Math.floor(word.length / 2));
  const [from, to] = prefixRange(index.terms, head);
  for (let id = from; id < to && found.size < limit; id++) consider(id);

  const tail = word.slice(Math.floor(word.length / 2) + 1);
  const key = reversed(tail);
  let lo = 0;
  let hi = index.termsByReverse.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (reversed(index.terms.at(index.termsByReverse[mid]!) ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < index.termsByReverse.length && found.size < limit; k++) {
    const id = index.termsByReverse[k]!;
    if (!(index.terms.at(id) ?? '').endsWith(tail)) break;
    consider(id);
  }
  return [...found];
}
