import type { CatalogueIndex } from './catalogue-index.ts';
import { exactValueText, foldedValueText, type FilterableValue } from './parameter-filters.ts';

// Per-index working arrays, allocated once and reused by every query (safe
// because a Lambda runs one query at a time). A query's candidates and what
// is known of each sit side by side in dense arrays, read in order; the
// arrays indexed by part number are only the cache-sized bitsets and `slot`.

export class SearchScratch {
  /**
   * Bitsets over part numbers (1M parts = 125 KB each, so they stay in the
   * CPU's cache while a word's postings are marked): `hit` marks parts a
   * word's alternatives contain, `best` those of its best-weighted ones.
   * Every user leaves them zeroed.
   */
  readonly hit: Uint32Array;
  readonly best: Uint32Array;
  /** A query's candidates (part numbers), then per candidate (same position) its score and tier. */
  readonly candidates: Uint32Array;
  readonly score: Float32Array;
  readonly tier: Uint8Array;
  /** How many of the query's first candidates are in part order (those its words found; key claims come after). */
  sortedCount = 0;
  /** Per candidate, the weight a later word's looked-up postings gave it. */
  readonly found: Float32Array;
  /** Part → its position among the candidates, valid only while its `hit` bit is set. */
  readonly slot: Uint32Array;
  /** Matches (part numbers), and per near miss (a part failing one filter only) its value for that filter (-1: none). */
  readonly matches: Uint32Array;
  readonly nearMissValue: Int32Array;
  readonly valueStamp: Uint32Array;
  readonly valueCounts: Uint32Array;
  /** 1 for the values of the parameters a query's facets offer, while it counts them. */
  readonly valueOffered: Uint8Array;
  /** Further bitsets over part numbers, by number, made on first use (zeroed, like `hit`). */
  private readonly pool: Uint32Array[] = [];
  private readonly filterPool: Uint32Array[] = [];
  /** Bitsets of the words in a sixteenth of the parts or more, made on first use (text-candidates.ts). */
  readonly termBits = new Map<number, Uint32Array>();
  /** Value id → its text as filters compare it, made on first use: a filter tests every value of its parameter per query. */
  readonly foldedText: Array<string | undefined>;
  readonly exactText: Array<string | undefined>;
  private valueGeneration = 0;

  constructor(index: CatalogueIndex) {
    const n = index.partCount;
    const words = Math.ceil(n / 32);
    this.hit = new Uint32Array(words);
    this.best = new Uint32Array(words);
    this.candidates = new Uint32Array(n);
    this.score = new Float32Array(n);
    this.tier = new Uint8Array(n);
    this.found = new Float32Array(n);
    this.slot = new Uint32Array(n);
    this.matches = new Uint32Array(n);
    this.nearMissValue = new Int32Array(n);
    const values = index.valueRaw.length;
    this.valueStamp = new Uint32Array(values);
    this.valueCounts = new Uint32Array(values);
    this.valueOffered = new Uint8Array(values);
    this.foldedText = new Array<string | undefined>(values);
    this.exactText = new Array<string | undefined>(values);
  }

  bitsetPool(number: number): Uint32Array {
    while (this.pool.length <= number) this.pool.push(new Uint32Array(this.hit.length));
    return this.pool[number]!;
  }

  /** A bitset for a query's n-th filter (active-filters.ts), made on first use. */
  filterBitset(filterNumber: number): Uint32Array {
    while (this.filterPool.length <= filterNumber) this.filterPool.push(new Uint32Array(this.hit.length));
    return this.filterPool[filterNumber]!;
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
