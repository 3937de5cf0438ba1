import { availableParallelism } from 'node:os';
import type { Category, Parameter, Part } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { encodePartRecord } from './part-records.ts';
import { packStrings } from './string-table.ts';
import { postingsOf } from './index-postings.ts';
import { partFacts } from './part-facts.ts';
import { NO_KEY_TERM } from './token-pairs.ts';
import { mergeRanges, rangeTokens, type MergedTokens } from './token-ranges.ts';
import { startTokenRanges } from './token-workers.ts';
import { sharedSlice, sharedUint16, sharedUint32 } from './build-memory.ts';

// Builds the index in a few linear passes. Memory during the build is the
// parts themselves plus flat arrays; nothing per part survives except columns.

/** A facet is offered for a parameter that at least this share of a category's parts carry. */
const FACET_MIN_SHARE = 0.2;
const FACETS_PER_CATEGORY = 16;
/** Fewer parts than this are tokenised in the calling thread: a worker's start and the merge cost more. */
export const PARALLEL_BUILD_MIN_PARTS = 100_000;

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

/**
 * The MPN or supplier-code keys sorted, with the part each belongs to, from each part's key as a term id (NO_KEY_TERM for none):
 * the terms are sorted already, so this is a counting sort. Equal keys keep the order of their positions as text ("10"
 * before "9"), as the snapshot always had them.
 */
function keysOfTerms(terms: readonly string[], termOfPart: Uint32Array): { keys: string[]; owners: Uint32Array } {
  const start = sharedUint32(terms.length + 1);
  for (const term of termOfPart) if (term !== NO_KEY_TERM) start[term + 1]!++;
  for (let t = 0; t < terms.length; t++) start[t + 1]! += start[t]!;
  const owners = sharedUint32(start[terms.length]!);
  const cursor = sharedSlice(start, 0, terms.length);
  for (let i = 0; i < termOfPart.length; i++) if (termOfPart[i] !== NO_KEY_TERM) owners[cursor[termOfPart[i]!]!++] = i;
  const keys = new Array<string>(owners.length);
  for (let k = 0; k < owners.length;) {
    const term = termOfPart[owners[k]!]!;
    const end = start[term + 1]!;
    if (end - k > 1) owners.subarray(k, end).sort((left, right) => compareAsText(left, right));
    for (; k < end; k++) keys[k] = terms[term]!;
  }
  return { keys, owners };
}

function compareAsText(left: number, right: number): number {
  const x = String(left);
  const y = String(right);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The build's first steps, which every later one reads: parts in browse order, categories, parameters. */
function layoutIndex(input: readonly Part[], categories: readonly Category[], parameters: readonly Parameter[]) {
  const parts = browseOrder(input).map((i) => input[i]!);
  if (parts.length >= 2 ** 24) throw new Error('the in-memory index holds at most 16.7 million parts');
  return { parts, ...categoriesOf(parts, categories), ...parametersOf(parts, parameters) };
}

type IndexLayout = ReturnType<typeof layoutIndex>;

/** The layout with each part's facts: stock, category, value ids and the distinct values (what the tokens wait for). */
function planIndex({ parts, category, categoryList, categoryParent, categoryPath, parameterIndex, parameterList }: IndexLayout) {
  const facts = partFacts(parts, { category, parameterIndex, parameterList, categoryCount: categoryList.length });
  return { parts, categoryList, categoryParent, categoryPath, parameterList, facts };
}

type IndexPlan = ReturnType<typeof planIndex>;

/** What needs the parts but not their tokens: records and facets (done while workers tokenise). */
function tokenFreeColumns({ parts, facts, categoryParent, parameterList }: IndexPlan) {
  return {
    ...partRecords(parts),
    facetParameters: facetsOf(facts, { categoryParent, parameterList, valueStart: facts.valueStart }),
  };
}

function assemble(plan: IndexPlan, columns: ReturnType<typeof tokenFreeColumns>, tokens: MergedTokens): CatalogueIndex {
  const { facts } = plan;
  const { terms, byReverse: termsByReverse } = tokens;
  const { termStart, postings } = postingsOf(terms.length, tokens.pairs);
  const { distinctValues } = facts;
  const mpn = keysOfTerms(terms, tokens.mpnTerm);
  const code = keysOfTerms(terms, tokens.codeTerm);
  return {
    partCount: plan.parts.length,
    categories: plan.categoryList,
    categoryParent: plan.categoryParent,
    parameters: plan.parameterList,
    facetParameters: columns.facetParameters,
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
    valueStart: facts.valueStart,
    valueRaw: distinctValues.map((v) => v.raw),
    valueNumber: Float64Array.from(distinctValues, (v) => v.value),
    valueUnit: distinctValues.map((v) => v.unit),
    partValueStart: facts.partValueStart,
    partValues: facts.partValues,
    records: columns.records,
    recordStart: columns.recordStart,
  };
}

/** The index, built in this thread. */
export function buildIndex(input: readonly Part[], categories: readonly Category[], parameters: readonly Parameter[]): CatalogueIndex {
  const plan = planIndex(layoutIndex(input, categories, parameters));
  const tokens = mergeRanges([rangeTokens(plan.parts, plan.facts, plan.categoryPath)], [0]);
  return assemble(plan, tokenFreeColumns(plan), tokens);
}

/**
 * The same index (byte for byte once serialised), its tokens worked out by
 * `threads` worker threads over ranges of parts while this thread numbers the
 * parameter values and builds the records and facets. Below `minParts` starting workers costs more than it
 * saves, so it builds in this thread (docs/parts.md#the-index-build-on-every-core).
 */
export async function buildIndexOnCores(
  input: readonly Part[],
  categories: readonly Category[],
  parameters: readonly Parameter[],
  {
    threads = availableParallelism(),
    minParts = PARALLEL_BUILD_MIN_PARTS,
    rangeTextBudget,
  }: { threads?: number; minParts?: number; rangeTextBudget?: number } = {},
): Promise<CatalogueIndex> {
  if (threads < 2 || input.length < minParts) return buildIndex(input, categories, parameters);
  const layout = layoutIndex(input, categories, parameters);
  const ranges = startTokenRanges(layout.parts, layout.category, layout.categoryPath, { threads, budget: rangeTextBudget });
  try {
    const plan = planIndex(layout);
    const pending = ranges.withValues(plan.facts);
    // Hold the rejection until awaited below, so a failing worker is not reported as unhandled meanwhile.
    pending.catch(() => {});
    const columns = tokenFreeColumns(plan);
    return assemble(plan, columns, await pending);
  } finally {
    ranges.stop();
  }
}

/** Categories: known ones first, then any a part names that the caller did not pass; each with its parent and path of names; and each part's. */
function categoriesOf(parts: readonly Part[], categories: readonly Category[]) {
  const categoryList = [...categories];
  const categoryIndex = new Map(categoryList.map((c, i) => [c.id, i]));
  const category = sharedUint16(parts.length);
  for (let i = 0; i < parts.length; i++) {
    const id = parts[i]!.category_id;
    let c = categoryIndex.get(id);
    if (c === undefined) {
      c = categoryList.length;
      categoryIndex.set(id, c);
      categoryList.push({ id, name: 'Uncategorised', parent_id: null });
    }
    category[i] = c;
  }
  if (categoryList.length > 65_535) throw new Error('too many categories for the index');
  const categoryParent = Int32Array.from(categoryList, (c) => (c.parent_id === null ? -1 : (categoryIndex.get(c.parent_id) ?? -1)));
  const categoryPath = categoryList.map((_, i) => {
    const names: string[] = [];
    for (let c = i, guard = 0; c >= 0 && guard < 32; c = categoryParent[c] ?? -1, guard++) names.push(categoryList[c]!.name);
    return names;
  });
  return { categoryList, category, categoryParent, categoryPath };
}

/** Parameters: the caller's, then any a part carries that the caller did not pass. */
function parametersOf(parts: readonly Part[], parameters: readonly Parameter[]) {
  const parameterList = [...parameters];
  const parameterIndex = new Map(parameterList.map((p, i) => [p.id, i]));
  for (const part of parts) {
    for (const id in part.parameters) {
      if (!parameterIndex.has(id)) {
        parameterIndex.set(id, parameterList.length);
        parameterList.push({ id, name: id, short_name: id, unit: '', short_unit: '', used_for_component_matching: false });
      }
    }
  }
  return { parameterList, parameterIndex };
}

/** Each part's record as UTF-8 JSON, end to end in one buffer (as the snapshot's string tables are). */
function partRecords(parts: readonly Part[]): { records: Uint8Array; recordStart: Uint32Array } {
  // About 350 bytes a record in the jlcparts sample.
  const { bytes, starts } = packStrings({ length: parts.length, at: (i) => encodePartRecord(parts[i]!) }, 400);
  return { records: bytes, recordStart: starts };
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
