import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sharedSlice, transferable } from './build-memory.ts';
import { GrowableUint32 } from './growable-uint32.ts';
import { textTokens, withValueTokens, type PartTexts, type TextTokens, type ValueSources } from './token-pairs.ts';
import { mergeRanges, sortedTerms, type MergedTokens, type RangeTokens } from './token-ranges.ts';

// The index build's token work on several cores: each worker thread
// tokenises one range of parts (in browse order) and this thread merges the
// ranges, so the index is the one buildIndex makes in one thread
// (docs/parts.md#the-index-build-on-every-core). A worker gets its range's
// texts first and starts on them while this thread numbers the parameter
// values, then the values' ids. Parts cross to a worker as their six texts
// end to end in one string: cloning a million part objects costs more than
// tokenising them.

const ROLE = 'copperline-parts-token-worker';
const TEXTS_PER_PART = 6;
/**
 * A range's texts (and the terms it sends back, a few times as long) must stay within V8's longest string, about 536
 * million characters: a range is cut short at this many characters, whatever the parts' count.
 */
export const RANGE_TEXT_BUDGET = 100_000_000;

/** A worker's first message: its parts' texts and categories. */
type TextsInput = {
  texts: string;
  /** TEXTS_PER_PART lengths per part, in the order of `textsOf`. */
  textLengths: Uint32Array;
  category: Uint16Array;
  categoryPath: readonly string[][];
};

/** A worker's second message: its parts' parameter values as ids, and what the ids stand for. */
type ValuesInput = {
  /** Rebased to the range: its first part's values start at 0. */
  partValueStart: Uint32Array;
  partValues: Uint32Array;
  valueRaw: string[];
  valueNumber: Float64Array;
  valueUnit: string[];
  /** [part within the range, value id, the part's own value]. */
  spelledOtherwise: ValueSources['spelledOtherwise'];
};

/** RangeTokens with its terms end to end in one string (cloning one string is a copy, millions of them are not). */
type RangeOutput = Omit<RangeTokens, 'terms'> & { terms: string; termLengths: Uint32Array };

function textsOf(part: PartTexts): string[] {
  return [part.mpn, part.supplier_code, part.manufacturer, part.package, part.value_text, part.description];
}

/** The parts from `from` up to `upTo` or to the text budget (at least one part), as a worker receives them. */
function textsInput(
  parts: ArrayLike<PartTexts>,
  category: Uint16Array,
  categoryPath: readonly string[][],
  { from, upTo, budget }: { from: number; upTo: number; budget: number },
): TextsInput {
  const texts: string[] = [];
  const lengths = new GrowableUint32();
  let to = from;
  for (let chars = 0; to < upTo && (to === from || chars < budget); to++) {
    for (const text of textsOf(parts[to]!)) {
      texts.push(text);
      lengths.push(text.length);
      chars += text.length;
    }
  }
  return { texts: texts.join(''), textLengths: lengths.toArray(), category: sharedSlice(category, from, to), categoryPath };
}

/** Parts [from, to)'s values as a worker receives them. */
function valuesInput(facts: ValueSources, from: number, to: number): ValuesInput {
  const valuesFrom = facts.partValueStart[from]!;
  const partValueStart = sharedSlice(facts.partValueStart, from, to + 1);
  for (let i = 0; i < partValueStart.length; i++) partValueStart[i]! -= valuesFrom;
  return {
    partValueStart,
    partValues: sharedSlice(facts.partValues, valuesFrom, facts.partValueStart[to]!),
    valueRaw: facts.distinctValues.map((v) => v.raw),
    valueNumber: Float64Array.from(facts.distinctValues, (v) => v.value),
    valueUnit: facts.distinctValues.map((v) => v.unit),
    spelledOtherwise: facts.spelledOtherwise
      .filter(([part]) => part >= from && part < to)
      .map(([part, id, value]) => [part - from, id, value] as const),
  };
}

/** Strings end to end, split again by their lengths. */
function unpack(text: string, lengths: Uint32Array): string[] {
  const out = new Array<string>(lengths.length);
  for (let i = 0, at = 0; i < lengths.length; i++) out[i] = text.slice(at, (at += lengths[i]!));
  return out;
}

/** A worker's first job: the range's texts unpacked and tokenised. */
function tokeniseTexts(input: TextsInput): TextTokens {
  const texts = unpack(input.texts, input.textLengths);
  const parts = new Array<PartTexts>(input.category.length);
  for (let i = 0, k = 0; i < parts.length; i++, k += TEXTS_PER_PART) {
    parts[i] = {
      mpn: texts[k]!,
      supplier_code: texts[k + 1]!,
      manufacturer: texts[k + 2]!,
      package: texts[k + 3]!,
      value_text: texts[k + 4]!,
      description: texts[k + 5]!,
    };
  }
  return textTokens(parts, input.category, input.categoryPath);
}

/** A worker's second job: the values' tokens added, the range's terms sorted. */
function finishRange(texts: TextTokens, input: ValuesInput): RangeOutput {
  const values: ValueSources = {
    partValueStart: input.partValueStart,
    partValues: input.partValues,
    distinctValues: input.valueRaw.map((raw, v) => ({ raw, value: input.valueNumber[v]!, unit: input.valueUnit[v]! })),
    spelledOtherwise: input.spelledOtherwise,
  };
  const { terms, ...arrays } = sortedTerms(withValueTokens(texts, values));
  return { ...arrays, terms: terms.join(''), termLengths: Uint32Array.from(terms, (t) => t.length) };
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) {
  parentPort!.once('message', (textsMessage: TextsInput) => {
    const texts = tokeniseTexts(textsMessage);
    parentPort!.once('message', (values: ValuesInput) => {
      const output = finishRange(texts, values);
      const { termLengths, byReverse, tokenOfPair, partOfPair, mpnTerm, codeTerm } = output;
      parentPort!.postMessage(output, transferable([termLengths, byReverse, tokenOfPair, partOfPair, mpnTerm, codeTerm]));
    });
  });
}

/**
 * This module as a worker's entry: in a Lambda bundle the bundle itself; as
 * TypeScript (the local stack, tests, benches) the worker loads tsx first,
 * since a worker does not inherit the loader from its parent's flags.
 */
function startWorker(): Worker {
  const entry = import.meta.url;
  const workerData = { role: ROLE };
  if (!entry.endsWith('.ts')) return new Worker(new URL(entry), { workerData });
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(load, { eval: true, workerData });
}

/** One range's worker, sent its texts; `tokens` answers once the values have been sent too. */
function startRange(input: TextsInput): { worker: Worker; tokens: Promise<RangeTokens> } {
  const worker = startWorker();
  const tokens = new Promise<RangeTokens>((resolve, reject) => {
    worker.once('message', ({ terms, termLengths, ...arrays }: RangeOutput) => {
      resolve({ ...arrays, terms: unpack(terms, termLengths) });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a token worker exited (code ${code}) before answering`)));
  });
  // Held until awaited, so a worker failing on its texts is not reported as unhandled while the values are numbered.
  tokens.catch(() => {});
  worker.postMessage(input, transferable([input.textLengths, input.category]));
  return { worker, tokens };
}

/**
 * Token work under way in workers, their texts sent: `withValues` sends the values and merges what comes back; `stop`
 * ends every worker still running (a build that failed meanwhile must not leave them waiting).
 */
export type TokenRanges = { withValues(facts: ValueSources): Promise<MergedTokens>; stop(): void };

/**
 * Starts tokenising the parts' texts over `threads` ranges (more when the texts outgrow RANGE_TEXT_BUDGET), one worker
 * each, to be merged in range order once their values are known.
 */
export function startTokenRanges(
  parts: ArrayLike<PartTexts>,
  category: Uint16Array,
  categoryPath: readonly string[][],
  { threads, budget = RANGE_TEXT_BUDGET }: { threads: number; budget?: number },
): TokenRanges {
  const size = Math.ceil(parts.length / threads);
  const ranges: Array<{ from: number; to: number; worker: Worker; tokens: Promise<RangeTokens> }> = [];
  for (let from = 0; from < parts.length;) {
    const input = textsInput(parts, category, categoryPath, { from, upTo: Math.min(parts.length, from + size), budget });
    const to = from + input.category.length;
    ranges.push({ from, to, ...startRange(input) });
    from = to;
  }
  return {
    async withValues(facts) {
      for (const { from, to, worker } of ranges) {
        const input = valuesInput(facts, from, to);
        worker.postMessage(input, transferable([input.partValueStart, input.partValues]));
      }
      const tokens = await Promise.all(ranges.map((range) => range.tokens));
      return mergeRanges(
        tokens,
        ranges.map((range) => range.from),
      );
    },
    stop() {
      for (const { worker } of ranges) void worker.terminate();
    },
  };
}
