import type { Part } from '#contracts/parts.ts';
import { GrowableUint32 } from './growable-uint32.ts';
import { codeKey, numberTokens, splitWords, wordTokens } from './search-text.ts';

// Every part's distinct tokens as ids, cached per text and per parameter
// value (both repeat across thousands of parts). Runs over one range of
// parts at a time, in this thread or in a worker (token-workers.ts).

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

/** Token ids in first-seen order, and every (token, part) pair in part order. */
export type TokenPairs = { tokenIds: Map<string, number>; tokenOfPair: GrowableUint32; partOfPair: GrowableUint32 };

/** The texts of a part that are tokenised (parameter values come through the facts). */
export type PartTexts = Pick<Part, 'mpn' | 'supplier_code' | 'manufacturer' | 'package' | 'value_text' | 'description'>;

export type ParameterValue = Part['parameters'][string];

/** What the tokens need of the build's per-part facts (build-index.ts, partFacts). */
export interface TokenSources {
  category: Uint16Array;
  /** Each part's value ids at partValues[partValueStart[i]..partValueStart[i+1]). */
  partValueStart: Uint32Array;
  partValues: Uint32Array;
  /** Per value id, the value it stands for. */
  distinctValues: ReadonlyArray<{ raw: string; value: number; unit: string }>;
  /** [part, value id, the part's own value], in part order: values spelled otherwise than their id's. */
  spelledOtherwise: ReadonlyArray<readonly [part: number, valueId: number, value: ParameterValue]>;
}

/** Whether `valueId` is among a part's values spelled otherwise (entries [from, to), rarely any). */
function spelledOwnWay(entries: TokenSources['spelledOtherwise'], from: number, to: number, valueId: number): boolean {
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
export function tokenPairs(parts: ArrayLike<PartTexts>, facts: TokenSources, categoryPath: readonly string[][]): TokenPairs {
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
    // Word by word: an MPN is unique to its part, so caching it whole would only fill the cache.
    for (const word of splitWords(mpn)) part.addAll(cache.word(word));
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
      const v = facts.partValues[k]!;
      if (!spelledOwnWay(facts.spelledOtherwise, ownFrom, otherwise, v)) part.addAll(valueTokens[v]!);
    }
    for (const id of part.ids) {
      tokenOfPair.push(id);
      partOfPair.push(i);
    }
  }
  return { tokenIds: tokens.ids, tokenOfPair, partOfPair };
}
