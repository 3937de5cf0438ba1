import type { CatalogueIndex } from './catalogue-index.ts';
import { exactValueText, foldedValueText, type FilterableValue } from './parameter-filters.ts';

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
  /** A query's candidates, then its matches and near misses: typed arrays, not growing JS arrays (a broad word has 300k). */
  readonly candidates: Uint32Array;
  readonly matches: Uint32Array;
  readonly nearMissPart: Uint32Array;
  readonly nearMissFilter: Uint32Array;
  readonly valueStamp: Uint32Array;
  readonly valueCounts: Uint32Array;
  /** Parameter of each value id, derived from the index's value ranges. */
  readonly valueParameter: Uint32Array;
  /** Value id → its text as filters compare it, made on first use: a filter tests every value of its parameter per query. */
  readonly foldedText: Array<string | undefined>;
  readonly exactText: Array<string | undefined>;
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
    this.candidates = new Uint32Array(n);
    this.matches = new Uint32Array(n);
    this.nearMissPart = new Uint32Array(n);
    this.nearMissFilter = new Uint32Array(n);
    const values = index.valueRaw.length;
    this.valueStamp = new Uint32Array(values);
    this.valueCounts = new Uint32Array(values);
    this.valueParameter = new Uint32Array(values);
    this.foldedText = new Array<string | undefined>(values);
    this.exactText = new Array<string | undefined>(values);
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

/** One value of the index as a filter sees it, moved from value to value (`id`) rather than made anew for each. */
export class IndexedValue implements FilterableValue {
  id = 0;
  constructor(
    private readonly index: CatalogueIndex,
    private readonly scratch: SearchScratch,
  ) {}
  get raw(): string {
    return this.index.valueRaw[this.id]!;
  }
  get number(): number {
    return this.index.valueNumber[this.id]!;
  }
  get unit(): string {
    return this.index.valueUnit[this.id]!;
  }
  get folded(): string {
    return (this.scratch.foldedText[this.id] ??= foldedValueText(this.raw));
  }
  get exact(): string {
    return (this.scratch.exactText[this.id] ??= exactValueText(this.raw));
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
