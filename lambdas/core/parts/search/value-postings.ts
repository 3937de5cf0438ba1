import type { CatalogueIndex } from './catalogue-index.ts';

// Value id → the parts that have it (ascending), the inverse of each part's
// value list: a filter's accepted values give the parts that pass it without
// reading every candidate's values (each read a likely cache miss at a
// million parts). Made from the index on the first filtered query, by a
// counting sort: two passes over the part values, 4 bytes per part value.

export interface ValuePostings {
  /** Parts with value v: parts[start[v]..start[v+1]). */
  start: Uint32Array;
  parts: Uint32Array;
}

const made = new WeakMap<CatalogueIndex, ValuePostings>();

export function valuePostings(index: CatalogueIndex): ValuePostings {
  let postings = made.get(index);
  if (!postings) {
    postings = invert(index);
    made.set(index, postings);
  }
  return postings;
}

function invert({ partCount, partValueStart, partValues, valueRaw }: CatalogueIndex): ValuePostings {
  const start = new Uint32Array(valueRaw.length + 1);
  const end = partValueStart[partCount]!;
  for (let k = 0; k < end; k++) start[partValues[k]! + 1]!++;
  for (let v = 0; v < valueRaw.length; v++) start[v + 1]! += start[v]!;
  const next = start.slice(0, valueRaw.length);
  const parts = new Uint32Array(end);
  for (let part = 0; part < partCount; part++) {
    const to = partValueStart[part + 1]!;
    for (let k = partValueStart[part]!; k < to; k++) parts[next[partValues[k]!]!++] = part;
  }
  return { start, parts };
}
