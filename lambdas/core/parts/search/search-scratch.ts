import type { CatalogueIndex } from './catalogue-index.ts';

// Per-index working arrays, allocated once and reused by every query: a
// generation stamp marks what the current query touched, so nothing has to
// be cleared between queries. Safe because a Lambda runs one query at a time.

export class SearchScratch {
  readonly markStamp: Uint32Array;
  readonly markWeight: Float32Array;
  readonly markTypo: Uint8Array;
  readonly candidateStamp: Uint32Array;
  readonly score: Float32Array;
  readonly typo: Uint8Array;
  readonly tier: Uint8Array;
  readonly valueStamp: Uint32Array;
  readonly valueCounts: Uint32Array;
  /** Parameter of each value id, derived from the index's value ranges. */
  readonly valueParameter: Uint32Array;
  private generation = 0;
  private valueGeneration = 0;

  constructor(index: CatalogueIndex) {
    const n = index.partCount;
    this.markStamp = new Uint32Array(n);
    this.markWeight = new Float32Array(n);
    this.markTypo = new Uint8Array(n);
    this.candidateStamp = new Uint32Array(n);
    this.score = new Float32Array(n);
    this.typo = new Uint8Array(n);
    this.tier = new Uint8Array(n);
    const values = index.valueRaw.length;
    this.valueStamp = new Uint32Array(values);
    this.valueCounts = new Uint32Array(values);
    this.valueParameter = new Uint32Array(values);
    for (let p = 0; p + 1 < index.valueStart.length; p++) this.valueParameter.fill(p, index.valueStart[p], index.valueStart[p + 1]);
  }

  nextGeneration(): number {
    if (this.generation >= 0xfffffffe) {
      this.generation = 0;
      this.markStamp.fill(0);
      this.candidateStamp.fill(0);
    }
    return ++this.generation;
  }

  nextValueGeneration(): number {
    if (this.valueGeneration >= 0xfffffffe) {
      this.valueGeneration = 0;
      this.valueStamp.fill(0);
    }
    return ++this.valueGeneration;
  }
}

const scratches = new WeakMap<CatalogueIndex, SearchScratch>();

export function scratchFor(index: CatalogueIndex): SearchScratch {
  let s = scratches.get(index);
  if (!s) {
    s = new SearchScratch(index);
    scratches.set(index, s);
  }
  return s;
}
