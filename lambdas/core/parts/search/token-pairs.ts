import type { Part } from '#contracts/parts.ts';
import { GrowableUint32 } from './growable-uint32.ts';
import { codeKey, numberTokens, splitWords, wordTokens } from './search-text.ts';
import { sharedUint32 } from './build-memory.ts';

// Every part's distinct tokens as ids, cached per text and per parameter
// value (both repeat across thousands of parts). Runs over one range of
// parts at a time, in this thread or in a worker (token-workers.ts).

/** Token texts → ids, in first-seen order (sortedTerms in token-ranges.ts renumbers them in sorted order). */
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
export class TextTokenIds {
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

  addAll(ids: ArrayLike<number>): void {
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

/** A part's `mpnTerm` or `codeTerm` when its MPN or supplier code has no key (no letter or digit). */
export const NO_KEY_TERM = 0xffffffff;

/**
 * Token ids in first-seen order, every (token, part) pair in part order, and each part's MPN and supplier-code key as
 * a token id (the index's sorted MPN and code keys are made from these, docs/parts.md#the-index-build-on-every-core).
 */
export type TokenPairs = {
  tokenIds: Map<string, number>;
  tokenOfPair: GrowableUint32;
  partOfPair: GrowableUint32;
  mpnTerm: Uint32Array;
  codeTerm: Uint32Array;
};

/** The texts of a part that are tokenised (parameter values come through the facts). */
export type PartTexts = Pick<Part, 'mpn' | 'supplier_code' | 'manufacturer' | 'package' | 'value_text' | 'description'>;

export type ParameterValue = Part['parameters'][string];

/** What the tokens need of the parameter values: each part's value ids and what each id stands for (partFacts). */
export interface ValueSources {
  /** Each part's value ids at partValues[partValueStart[i]..partValueStart[i+1]). */
  partValueStart: Uint32Array;
  partValues: Uint32Array;
  /** Per value id, the value it stands for. */
  distinctValues: ReadonlyArray<{ raw: string; value: number; unit: string }>;
  /** [part, value id, the part's own value], in part order: values spelled otherwise than their id's. */
  spelledOtherwise: ReadonlyArray<readonly [part: number, valueId: number, value: ParameterValue]>;
}

/** What the tokens need of the build's per-part facts (build-index.ts, partFacts): each part's category and values. */
export interface TokenSources extends ValueSources {
  category: Uint16Array;
}

/** Whether `valueId` is among a part's values spelled otherwise (entries [from, to), rarely any). */
function spelledOwnWay(entries: ValueSources['spelledOtherwise'], from: number, to: number, valueId: number): boolean {
  for (let k = from; k < to; k++) if (entries[k]![1] === valueId) return true;
  return false;
}

/** A parameter value's tokens: its text's, and its number tokens when it has a number. */
function addValueTokens(value: { raw: string; value: number; unit: string }, cache: TextTokenIds, out: PartTokenSet): void {
  addText(value.raw, cache, out);
  if (!Number.isNaN(value.value)) for (const token of numberTokens(value.value, value.unit)) out.add(cache.tokens.idOf(token));
}

/**
 * A range's tokens before its parameter values: each part's token ids (at tokenOfPair[pairStart[i]..pairStart[i+1])),
 * so the texts can be tokenised while the values are still being numbered (partFacts), then `withValueTokens`.
 */
export type TextTokens = {
  cache: TextTokenIds;
  tokenOfPair: Uint32Array;
  pairStart: Uint32Array;
  mpnTerm: Uint32Array;
  codeTerm: Uint32Array;
};

/**
 * The tokens of every part's texts: its MPN (words and whole key), supplier code key, manufacturer, package, value
 * text, category path and description.
 */
export function textTokens(parts: ArrayLike<PartTexts>, category: Uint16Array, categoryPath: readonly string[][]): TextTokens {
  const tokens = new TokenIds();
  const cache = new TextTokenIds(tokens);
  const tokenOfPair = new GrowableUint32();
  const pairStart = sharedUint32(parts.length + 1);
  const part = new PartTokenSet();
  const mpnTerm = sharedUint32(parts.length).fill(NO_KEY_TERM);
  const codeTerm = sharedUint32(parts.length).fill(NO_KEY_TERM);
  const categoryTokens = categoryPath.map((names) => {
    part.start();
    for (const name of names) addText(name, cache, part);
    return [...part.ids];
  });
  for (let i = 0; i < parts.length; i++) {
    const { mpn, supplier_code, manufacturer, package: pkg, value_text, description } = parts[i]!;
    part.start();
    // Word by word: an MPN is unique to its part, so caching it whole would only fill the cache.
    for (const word of splitWords(mpn)) part.addAll(cache.word(word));
    const mpnKey = codeKey(mpn);
    if (mpnKey !== '') part.add((mpnTerm[i] = tokens.idOf(mpnKey)));
    const supplierKey = codeKey(supplier_code);
    const supplierTerm = tokens.idOf(supplierKey);
    if (supplierKey !== '') codeTerm[i] = supplierTerm;
    part.add(supplierTerm);
    addText(manufacturer, cache, part);
    addText(pkg, cache, part);
    addText(value_text, cache, part);
    part.addAll(categoryTokens[category[i]!]!);
    addText(description, cache, part);
    pairStart[i] = tokenOfPair.length;
    for (const id of part.ids) tokenOfPair.push(id);
  }
  pairStart[parts.length] = tokenOfPair.length;
  return { cache, tokenOfPair: tokenOfPair.toArray(), pairStart, mpnTerm, codeTerm };
}

/**
 * Every (token, part) pair, in part order: each part's text tokens, then its parameter values' (quantities such as
 * `100nF` or `4.7kΩ` also by value, through their number tokens) that its texts did not already give it.
 */
export function withValueTokens(texts: TextTokens, values: ValueSources): TokenPairs {
  const { cache, pairStart } = texts;
  const tokenOfPair = new GrowableUint32();
  const partOfPair = new GrowableUint32();
  const part = new PartTokenSet();
  const valueTokens = values.distinctValues.map((value) => {
    part.start();
    addValueTokens(value, cache, part);
    return [...part.ids];
  });
  let otherwise = 0;
  for (let i = 0; i + 1 < pairStart.length; i++) {
    part.start();
    part.addAll(texts.tokenOfPair.subarray(pairStart[i]!, pairStart[i + 1]!));
    // A value spelled otherwise than its id's is tokenised as the part has it, instead of the id's tokens.
    const ownFrom = otherwise;
    while (otherwise < values.spelledOtherwise.length && values.spelledOtherwise[otherwise]![0] === i) {
      const value = values.spelledOtherwise[otherwise++]![2];
      addValueTokens({ raw: value.raw, value: value.value ?? Number.NaN, unit: value.unit ?? '' }, cache, part);
    }
    for (let k = values.partValueStart[i]!; k < values.partValueStart[i + 1]!; k++) {
      const v = values.partValues[k]!;
      if (!spelledOwnWay(values.spelledOtherwise, ownFrom, otherwise, v)) part.addAll(valueTokens[v]!);
    }
    for (const id of part.ids) {
      tokenOfPair.push(id);
      partOfPair.push(i);
    }
  }
  return { tokenIds: cache.tokens.ids, tokenOfPair, partOfPair, mpnTerm: texts.mpnTerm, codeTerm: texts.codeTerm };
}

/** Every (token, part) pair, in part order, of a range tokenised in one go. */
export function tokenPairs(parts: ArrayLike<PartTexts>, facts: TokenSources, categoryPath: readonly string[][]): TokenPairs {
  return withValueTokens(textTokens(parts, facts.category, categoryPath), facts);
}
