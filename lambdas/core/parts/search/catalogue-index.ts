import type { Category, Parameter, Part } from '#contracts/parts.ts';
import { decodePartRecord } from './part-records.ts';
import type { StringTable } from './string-table.ts';

// The in-memory search index: columns of typed arrays plus a few sorted
// string tables, no per-part objects. Parts are numbered in browse order
// (in stock, basic, most stock first), so "no search terms" needs no sort and
// a part's number doubles as its tie-break rank.

export interface CatalogueIndex {
  partCount: number;
  categories: Category[];
  /** Index of each category's parent in `categories`, -1 for roots. */
  categoryParent: Int32Array;
  parameters: Parameter[];
  /** Per category: parameter indexes offered as facets, most useful first. */
  facetParameters: number[][];

  /** Per part, in browse order. */
  stock: Uint32Array;
  category: Uint16Array;

  /** Search tokens, sorted; postings of token t are postings[termStart[t]..termStart[t+1]), ascending. */
  terms: StringTable;
  termStart: Uint32Array;
  postings: Uint32Array;
  /** Token ids sorted by their reversed text: finds one-edit neighbours sharing a suffix. */
  termsByReverse: Uint32Array;

  /** `codeKey(mpn)` / `codeKey(supplier_code)` sorted, with the part each belongs to. */
  mpnKeys: StringTable;
  mpnParts: Uint32Array;
  codeKeys: StringTable;
  codeParts: Uint32Array;

  /** Parameter values, grouped by parameter: values of parameter p are valueStart[p]..valueStart[p+1]. */
  valueStart: Uint32Array;
  valueRaw: string[];
  /** NaN when the value has no number. */
  valueNumber: Float64Array;
  valueUnit: string[];
  /** Per part its value ids (ascending), at partValues[partValueStart[i]..partValueStart[i+1]). */
  partValueStart: Uint32Array;
  partValues: Uint32Array;

  /** Each part's remaining fields as compact UTF-8 JSON (part-records.ts), decoded only for the page returned. */
  records: Uint8Array;
  recordStart: Uint32Array;
}

/** The full Part for part number i (browse order). */
export function partAt(index: CatalogueIndex, i: number): Part {
  return decodePartRecord(index, i);
}

/** First position in a sorted string array whose entry is ≥ key. */
export function lowerBound(sorted: StringTable, key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted.at(mid) ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [from, to) of the entries that start with `prefix`. */
export function prefixRange(sorted: StringTable, prefix: string): [number, number] {
  const from = lowerBound(sorted, prefix);
  let lo = from;
  let hi = sorted.length;
  // Everything starting with the prefix sorts before prefix + U+FFFF.
  const upper = `${prefix}\uffff`;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted.at(mid) ?? '') < upper) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}

/** The end of the run of entries equal to `key` from `from` on; from a prefix range's start, since a key sorts before its extensions. */
export function equalRunEnd(sorted: StringTable, from: number, key: string): number {
  let to = from;
  while (to < sorted.length && sorted.at(to) === key) to++;
  return to;
}

/** [from, to) of the entries equal to `key`. */
export function equalRange(sorted: StringTable, key: string): [number, number] {
  const from = lowerBound(sorted, key);
  return [from, equalRunEnd(sorted, from, key)];
}

export function termId(index: CatalogueIndex, term: string): number {
  const at = lowerBound(index.terms, term);
  return index.terms.at(at) === term ? at : -1;
}
