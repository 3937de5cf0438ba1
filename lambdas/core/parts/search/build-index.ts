import type { Category, Parameter, Part } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { encodePartRecord } from './part-records.ts';
import { packStrings } from './string-table.ts';
import { codeKey, nfkc, numberTokens, splitWords, wordTokens } from './search-text.ts';

// Builds the index in a few linear passes. Memory during the build is the
// parts themselves plus flat arrays; nothing per part survives except columns.

/** A facet is offered for a parameter that at least this share of a category's parts carry. */
const FACET_MIN_SHARE = 0.2;
const FACETS_PER_CATEGORY = 16;

class GrowableUint32 {
  data = new Uint32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}

function browseOrder(parts: readonly Part[]): number[] {
  const order = parts.map((_, i) => i);
  order.sort((left, right) => {
    const pa = parts[left]!;
    const pb = parts[right]!;
    return (
      Number(pb.stock > 0) - Number(pa.stock > 0) ||
      Number(pa.library_type !== 'basic') - Number(pb.library_type !== 'basic') ||
      pb.stock - pa.stock ||
      (pa.supplier_code < pb.supplier_code ? -1 : pa.supplier_code > pb.supplier_code ? 1 : 0)
    );
  });
  return order;
}

/** Token texts → ids, in first-seen order (postingsOf sorts them). */
class TokenIds {
  readonly ids = new Map<string, number>();
  idOf(token: string): number {
    let t = this.ids.get(token);
    if (t === undefined) {
      t = this.ids.size;
      this.ids.set(token, t);
    }
    return t;
  }
}

const NO_TOKENS: readonly number[] = [];

/**
 * Token ids per word, and per whole short text (package, manufacturer, a
 * parameter's value: repeated across thousands of parts), memoised for one
 * build, so a part's tokens are mostly a few map reads and integer copies.
 */
class TextTokenIds {
  private readonly words = new Map<string, readonly number[]>();
  private readonly texts = new Map<string, readonly number[]>();
  constructor(readonly tokens: TokenIds) {}

  word(word: string): readonly number[] {
    let ids = this.words.get(word);
    if (ids === undefined) {
      const texts = wordTokens(word);
      ids = texts.length === 0 ? NO_TOKENS : texts.map((token) => this.tokens.idOf(token));
      this.words.set(word, ids);
    }
    return ids;
  }

  /** A short text's distinct token ids, cached whole. */
  text(text: string): readonly number[] {
    let ids = this.texts.get(text);
    if (ids === undefined) {
      const distinct = new Set<number>();
      for (const word of splitWords(text)) for (const id of this.word(word)) distinct.add(id);
      ids = distinct.size === 0 ? NO_TOKENS : [...distinct];
      this.texts.set(text, ids);
    }
    return ids;
  }
}

/** One part's distinct token ids: a stamp per token id marks those already added for this part. */
class PartTokenSet {
  private stamp = new Uint32Array(1 << 16);
  private part = 0;
  readonly ids: number[] = [];

  start(): void {
    this.part++;
    this.ids.length = 0;
  }

  add(id: number): void {
    if (id >= this.stamp.length) {
      const grown = new Uint32Array(Math.max(this.stamp.length * 2, id + 1));
      grown.set(this.stamp);
      this.stamp = grown;
    }
    if (this.stamp[id] !== this.part) {
      this.stamp[id] = this.part;
      this.ids.push(id);
    }
  }

  addAll(ids: readonly number[]): void {
    for (let k = 0; k < ids.length; k++) this.add(ids[k]!);
  }
}

/** Adds a text's tokens: short texts whole from the cache, long ones (descriptions) word by word. */
function addText(text: string, cache: TextTokenIds, out: PartTokenSet): void {
  if (text.length <= 48) {
    out.addAll(cache.text(text));
    return;
  }
  for (const word of splitWords(text)) out.addAll(cache.word(word));
}

function sortedKeys(parts: readonly Part[], key: (part: Part) => string): { keys: string[]; owners: Uint32Array } {
  // Sorting "key\u0001position" strings natively is several times faster than a comparator.
  const tagged: string[] = [];
  parts.forEach((part, i) => {
    const k = key(part);
    if (k !== '') tagged.push(`${k}\u0001${i}`);
  });
  tagged.sort();
  const keys: string[] = new Array<string>(tagged.length);
  const owners = new Uint32Array(tagged.length);
  tagged.forEach((tag, j) => {
    const cut = tag.lastIndexOf('\u0001');
    keys[j] = tag.slice(0, cut);
    owners[j] = Number(tag.slice(cut + 1));
  });
  return { keys, owners };
}

/** Values are deduplicated case-sensitively: `10mΩ` and `10MΩ` are different values. */
const rawKeys = new Map<string, string>();
function normalisedRaw(raw: string): string {
  let key = rawKeys.get(raw);
  if (key === undefined) {
    key = nfkc(raw).trim().replace(/℃/g, '°C');
    if (rawKeys.size > 1_000_000) rawKeys.clear();
    rawKeys.set(raw, key);
  }
  return key;
}

export function buildIndex(input: readonly Part[], categories: readonly Category[], parameters: readonly Parameter[]): CatalogueIndex {
  const parts = browseOrder(input).map((i) => input[i]!);
  const n = parts.length;
  if (n >= 2 ** 24) throw new Error('the in-memory index holds at most 16.7 million parts');
  const { categoryList, categoryIndex, categoryParent, categoryPath } = categoriesOf(parts, categories);
  const { parameterList, parameterIndex } = parametersOf(parts, parameters);
  const { valuesByParameter, valueStart, valueRaw, valueUnit, numbers } = valuesOf(parts, parameterList, parameterIndex);
  const facts = partFacts(parts, { categoryIndex, parameterIndex, valuesByParameter, categoryCount: categoryList.length });
  const { terms, termStart, postings, termsByReverse } = postingsOf(tokenPairs(parts, facts, categoryPath));
  const { records, recordStart } = partRecords(parts);
  const facetParameters = facetsOf(facts, { categoryParent, parameterList, valueStart });
  const mpn = sortedKeys(parts, (part) => codeKey(part.mpn));
  const code = sortedKeys(parts, (part) => codeKey(part.supplier_code));

  return {
    partCount: n,
    categories: categoryList,
    categoryParent,
    parameters: parameterList,
    facetParameters,
    stock: facts.stock,
    category: facts.category,
    terms,
    termStart,
    postings,
    termsByReverse,
    mpnKeys: mpn.keys,
    mpnParts: mpn.owners,
    codeKeys: code.keys,
    codeParts: code.owners,
    valueStart,
    valueRaw,
    valueNumber: Float64Array.from(numbers),
    valueUnit,
    partValueStart: facts.partValueStart,
    partValues: facts.partValues.toArray(),
    records,
    recordStart,
  };
}

/** Categories: known ones first, then any a part names that the caller did not pass; each with its parent and path of names. */
function categoriesOf(parts: readonly Part[], categories: readonly Category[]) {
  const categoryList = [...categories];
  const categoryIndex = new Map(categoryList.map((c, i) => [c.id, i]));
  for (const part of parts) {
    if (!categoryIndex.has(part.category_id)) {
      categoryIndex.set(part.category_id, categoryList.length);
      categoryList.push({ id: part.category_id, name: 'Uncategorised', parent_id: null });
    }
  }
  if (categoryList.length > 65_535) throw new Error('too many categories for the index');
  const categoryParent = Int32Array.from(categoryList, (c) => (c.parent_id === null ? -1 : (categoryIndex.get(c.parent_id) ?? -1)));
  const categoryPath = categoryList.map((_, i) => {
    const names: string[] = [];
    for (let c = i, guard = 0; c >= 0 && guard < 32; c = categoryParent[c] ?? -1, guard++) names.push(categoryList[c]!.name);
    return names;
  });
  return { categoryList, categoryIndex, categoryParent, categoryPath };
}

/** Parameters: the caller's, then any a part carries that the caller did not pass. */
function parametersOf(parts: readonly Part[], parameters: readonly Parameter[]) {
  const parameterList = [...parameters];
  const parameterIndex = new Map(parameterList.map((p, i) => [p.id, i]));
  for (const part of parts) {
    for (const id of Object.keys(part.parameters)) {
      if (!parameterIndex.has(id)) {
        parameterIndex.set(id, parameterList.length);
        parameterList.push({ id, name: id, short_name: id, unit: '', short_unit: '', used_for_component_matching: false });
      }
    }
  }
  return { parameterList, parameterIndex };
}

type DistinctValue = { raw: string; value: number; unit: string; id: number };

/** Distinct values per parameter, then ids grouped by parameter: numbers ascending, then text. */
function valuesOf(parts: readonly Part[], parameterList: readonly Parameter[], parameterIndex: ReadonlyMap<string, number>) {
  const valuesByParameter: Array<Map<string, DistinctValue>> = parameterList.map(() => new Map());
  for (const part of parts) {
    for (const [id, value] of Object.entries(part.parameters)) {
      const p = parameterIndex.get(id)!;
      const key = normalisedRaw(value.raw);
      if (!valuesByParameter[p]!.has(key))
        valuesByParameter[p]!.set(key, { raw: value.raw, value: value.value ?? Number.NaN, unit: value.unit ?? '', id: 0 });
    }
  }
  const valueStart = new Uint32Array(parameterList.length + 1);
  const valueRaw: string[] = [];
  const valueUnit: string[] = [];
  const numbers: number[] = [];
  valuesByParameter.forEach((values, index) => {
    valueStart[index] = valueRaw.length;
    const sorted = [...values.values()].sort((left, right) => {
      const an = Number.isNaN(left.value);
      const bn = Number.isNaN(right.value);
      if (an !== bn) return an ? 1 : -1;
      if (!an && left.value !== right.value) return left.value - right.value;
      return left.raw < right.raw ? -1 : left.raw > right.raw ? 1 : 0;
    });
    for (const v of sorted) {
      v.id = valueRaw.length;
      valueRaw.push(v.raw);
      valueUnit.push(v.unit);
      numbers.push(v.value);
    }
  });
  valueStart[parameterList.length] = valueRaw.length;
  return { valuesByParameter, valueStart, valueRaw, valueUnit, numbers };
}

type FactSources = {
  categoryIndex: ReadonlyMap<string, number>;
  parameterIndex: ReadonlyMap<string, number>;
  valuesByParameter: ReadonlyArray<ReadonlyMap<string, DistinctValue>>;
  categoryCount: number;
};

type ParameterValue = Part['parameters'][string];

/** Whether a part's value is, field for field, the one its value id stands for (so its tokens are that id's). */
function isCanonical(value: ParameterValue, distinct: DistinctValue): boolean {
  const number = value.value ?? Number.NaN;
  return (
    value.raw === distinct.raw &&
    (value.unit ?? '') === distinct.unit &&
    (number === distinct.value || (Number.isNaN(number) && Number.isNaN(distinct.value)))
  );
}

/**
 * Each part's stock, category and value ids, how many parts of each category
 * carry each parameter, and the values whose text differs from their id's
 * (same value once normalised, spelled otherwise), which are tokenised alone.
 */
function partFacts(parts: readonly Part[], { categoryIndex, parameterIndex, valuesByParameter, categoryCount }: FactSources) {
  const n = parts.length;
  const stock = new Uint32Array(n);
  const category = new Uint16Array(n);
  const partValueStart = new Uint32Array(n + 1);
  const partValues = new GrowableUint32();
  const presence = Array.from({ length: categoryCount }, () => new Map<number, number>());
  const distinctValues: DistinctValue[] = [];
  const spelledOtherwise: Array<[part: number, valueId: number, value: ParameterValue]> = [];
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const part = parts[i]!;
    stock[i] = Math.min(part.stock, 0xffffffff);
    const c = categoryIndex.get(part.category_id)!;
    category[i] = c;

    partValueStart[i] = partValues.length;
    ids.length = 0;
    for (const id in part.parameters) {
      const value = part.parameters[id]!;
      const p = parameterIndex.get(id)!;
      const distinct = valuesByParameter[p]!.get(normalisedRaw(value.raw))!;
      ids.push(distinct.id);
      distinctValues[distinct.id] ??= distinct;
      if (!isCanonical(value, distinct)) spelledOtherwise.push([i, distinct.id, value]);
      presence[c]!.set(p, (presence[c]!.get(p) ?? 0) + 1);
    }
    ids.sort((a, b) => a - b);
    for (const id of ids) partValues.push(id);
  }
  partValueStart[n] = partValues.length;
  return { stock, category, partValueStart, partValues, presence, distinctValues, spelledOtherwise };
}

type TokenPairs = { tokenIds: Map<string, number>; tokenOfPair: GrowableUint32; partOfPair: GrowableUint32 };
type PartFacts = ReturnType<typeof partFacts>;

/** Whether `valueId` is among a part's values spelled otherwise (entries [from, to), rarely any). */
function spelledOwnWay(entries: PartFacts['spelledOtherwise'], from: number, to: number, valueId: number): boolean {
  for (let k = from; k < to; k++) if (entries[k]![1] === valueId) return true;
  return false;
}

/** A parameter value's tokens: its text's, and its number tokens when it has a number. */
function addValueTokens(value: { raw: string; value: number; unit: string }, cache: TextTokenIds, out: PartTokenSet): void {
  addText(value.raw, cache, out);
  if (!Number.isNaN(value.value)) for (const token of numberTokens(value.value, value.unit)) out.add(cache.tokens.idOf(token));
}

/**
 * Every (token, part) pair, in part order. A part is indexed under its MPN
 * (words and whole key), supplier code key, manufacturer, package, value
 * text, category path, description and parameter values; quantities
 * (`100nF`, `4.7kΩ`) also by value, through their number tokens.
 */
function tokenPairs(parts: readonly Part[], facts: PartFacts, categoryPath: readonly string[][]): TokenPairs {
  const tokens = new TokenIds();
  const cache = new TextTokenIds(tokens);
  const tokenOfPair = new GrowableUint32();
  const partOfPair = new GrowableUint32();
  const part = new PartTokenSet();
  const categoryTokens = categoryPath.map((names) => {
    part.start();
    for (const name of names) addText(name, cache, part);
    return [...part.ids];
  });
  const valueTokens = facts.distinctValues.map((value) => {
    part.start();
    addValueTokens(value, cache, part);
    return [...part.ids];
  });
  let otherwise = 0;
  for (let i = 0; i < parts.length; i++) {
    const { mpn, supplier_code, manufacturer, package: pkg, value_text, description } = parts[i]!;
    part.start();
    addText(mpn, cache, part);
    const mpnKey = codeKey(mpn);
    if (mpnKey !== '') part.add(tokens.idOf(mpnKey));
    part.add(tokens.idOf(codeKey(supplier_code)));
    addText(manufacturer, cache, part);
    addText(pkg, cache, part);
    addText(value_text, cache, part);
    part.addAll(categoryTokens[facts.category[i]!]!);
    addText(description, cache, part);
    // A value spelled otherwise than its id's is tokenised as the part has it, instead of the id's tokens.
    const ownFrom = otherwise;
    while (otherwise < facts.spelledOtherwise.length && facts.spelledOtherwise[otherwise]![0] === i) {
      const value = facts.spelledOtherwise[otherwise++]![2];
      addValueTokens({ raw: value.raw, value: value.value ?? Number.NaN, unit: value.unit ?? '' }, cache, part);
    }
    for (let k = facts.partValueStart[i]!; k < facts.partValueStart[i + 1]!; k++) {
      const v = facts.partValues.data[k]!;
      if (!spelledOwnWay(facts.spelledOtherwise, ownFrom, otherwise, v)) part.addAll(valueTokens[v]!);
    }
    for (const id of part.ids) {
      tokenOfPair.push(id);
      partOfPair.push(i);
    }
  }
  return { tokenIds: tokens.ids, tokenOfPair, partOfPair };
}

/** Each part's record as UTF-8 JSON, end to end in one buffer (as the snapshot's string tables are). */
function partRecords(parts: readonly Part[]): { records: Uint8Array; recordStart: Uint32Array } {
  const { bytes, starts } = packStrings({ length: parts.length, at: (i) => encodePartRecord(parts[i]!) }, 512);
  return { records: bytes, recordStart: starts };
}

/** Postings by counting sort: pairs were produced in part order, so each list comes out ascending. */
function postingsOf({ tokenIds, tokenOfPair, partOfPair }: TokenPairs) {
  const terms = [...tokenIds.keys()].sort();
  const rank = new Uint32Array(terms.length);
  terms.forEach((term, sortedId) => {
    rank[tokenIds.get(term)!] = sortedId;
  });
  const termStart = new Uint32Array(terms.length + 1);
  const pairTokens = tokenOfPair.toArray();
  const pairParts = partOfPair.toArray();
  for (const t of pairTokens) termStart[rank[t]! + 1]!++;
  for (let t = 0; t < terms.length; t++) termStart[t + 1]! += termStart[t]!;
  const cursor = termStart.slice(0, terms.length);
  const postings = new Uint32Array(pairTokens.length);
  for (let k = 0; k < pairTokens.length; k++) {
    const t = rank[pairTokens[k]!]!;
    postings[cursor[t]!++] = pairParts[k]!;
  }

  const reversed = terms.map((term, id) => `${[...term].reverse().join('')}\u0001${id}`);
  reversed.sort();
  const termsByReverse = Uint32Array.from(reversed, (r) => Number(r.slice(r.lastIndexOf('\u0001') + 1)));
  return { terms, termStart, postings, termsByReverse };
}

type FacetSources = { categoryParent: Int32Array; parameterList: readonly Parameter[]; valueStart: Uint32Array };

/** Facets per category, counting a parent's descendants too: the parameters most of its parts carry with more than one value. */
function facetsOf(
  { category, presence }: { category: Uint16Array; presence: ReadonlyArray<ReadonlyMap<number, number>> },
  { categoryParent, parameterList, valueStart }: FacetSources,
): number[][] {
  const n = category.length;
  const categorySize = new Uint32Array(presence.length);
  const totalPresence = presence.map(() => new Map<number, number>());
  for (let i = 0; i < n; i++) {
    for (let c = category[i]!, guard = 0; c >= 0 && guard < 32; c = categoryParent[c] ?? -1, guard++) categorySize[c]!++;
  }
  presence.forEach((counts, leaf) => {
    for (let c = leaf, guard = 0; c >= 0 && guard < 32; c = categoryParent[c] ?? -1, guard++) {
      for (const [p, count] of counts) totalPresence[c]!.set(p, (totalPresence[c]!.get(p) ?? 0) + count);
    }
  });
  return totalPresence.map((counts, index) => {
    const size = categorySize[index]!;
    return [...counts.entries()]
      .filter(([p, count]) => count >= FACET_MIN_SHARE * size && parameterList[p]!.id !== 'none' && valueStart[p + 1]! - valueStart[p]! > 1)
      .sort(
        (left, right) =>
          Number(parameterList[right[0]]!.used_for_component_matching) - Number(parameterList[left[0]]!.used_for_component_matching) ||
          right[1] - left[1],
      )
      .slice(0, FACETS_PER_CATEGORY)
      .map(([p]) => p);
  });
}
