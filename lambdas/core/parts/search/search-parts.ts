import { PARTS_PAGE_SIZE, RANK_REASONS } from '#contracts/parts.ts';
import type { CategoryCount, Facet, PartsSearchRequest, PartsSearchResponse } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { partAt } from './catalogue-index.ts';
import { codeKey, queryTokens } from './search-text.ts';
import type { ActiveFilter } from './active-filters.ts';
import { compileFilters, countNearMisses, releaseFilters } from './active-filters.ts';
import { canSiftByWords, siftByWords } from './sift-by-words.ts';
import { keyPart, keyTier, siftCandidates, siftUnfiltered } from './sift-candidates.ts';
import type { SearchScratch } from './search-scratch.ts';
import { scratchFor } from './search-scratch.ts';
import { textCandidates } from './text-candidates.ts';
import { TopK } from './top-k.ts';

// One query = a few passes over typed arrays: text → candidates with a tier
// and score (text-candidates.ts), then stock / category / parameter filters
// with the category counts and the page's top keys (sift-candidates.ts),
// then facets and the page. Filters run on the candidates, not on the whole
// catalogue, unless there are no search terms (then parts are already in
// browse order).

const TIER_BROWSE = RANK_REASONS.indexOf('browse');
const FACET_VALUE_LIMIT = 100;

function allowedCategories(index: CatalogueIndex, ids: readonly string[]): Uint8Array | undefined {
  if (ids.length === 0) return undefined;
  const wanted = new Set(ids);
  const allowed = new Uint8Array(index.categories.length);
  index.categories.forEach((_, category) => {
    for (let a = category, guard = 0; a >= 0 && guard < 32; a = index.categoryParent[a] ?? -1, guard++) {
      if (wanted.has(index.categories[a]!.id)) {
        allowed[category] = 1;
        return;
      }
    }
  });
  return allowed;
}

function categoryCounts(index: CatalogueIndex, leafCounts: Uint32Array): CategoryCount[] {
  const totals = new Uint32Array(index.categories.length);
  leafCounts.forEach((count, category) => {
    if (count === 0) return;
    for (let a = category, guard = 0; a >= 0 && guard < 32; a = index.categoryParent[a] ?? -1, guard++) totals[a]! += count;
  });
  const out: CategoryCount[] = [];
  totals.forEach((count, category) => {
    if (count > 0) {
      const { id, name, parent_id } = index.categories[category]!;
      out.push({ id, name, parent_id, count });
    }
  });
  return out.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function facetCategory(index: CatalogueIndex, request: PartsSearchRequest, leafCounts: Uint32Array): number {
  if (request.category_ids.length === 1) return index.categories.findIndex((c) => c.id === request.category_ids[0]);
  if (request.category_ids.length > 1) return -1;
  // With no category chosen, a search that lands in one category gets that category's facets.
  let only = -1;
  for (let c = 0; c < leafCounts.length; c++) {
    if (leafCounts[c]! === 0) continue;
    if (only >= 0) return -1;
    only = c;
  }
  return only;
}

/** Counts, into s.valueCounts, the offered parameters' values of every match (first touches into `touched`). */
function countMatchValues(
  index: CatalogueIndex,
  offered: readonly number[],
  matchCount: number,
  touched: number[],
  scratch: SearchScratch,
): void {
  const { valueCounts: counts, matches, valueOffered } = scratch;
  for (const p of offered) valueOffered.fill(1, index.valueStart[p]!, index.valueStart[p + 1]!);
  const { partValueStart, partValues } = index;
  for (let i = 0; i < matchCount; i++) {
    const part = matches[i]!;
    const end = partValueStart[part + 1]!;
    for (let k = partValueStart[part]!; k < end; k++) {
      const v = partValues[k]!;
      if (valueOffered[v] === 0) continue;
      if (counts[v] === 0) touched.push(v);
      counts[v]!++;
    }
  }
  for (const p of offered) valueOffered.fill(0, index.valueStart[p]!, index.valueStart[p + 1]!);
}

/** A facet value as the contract has it: a number and unit only when the value has them. */
function facetValue(index: CatalogueIndex, valueId: number, count: number): Facet['values'][number] {
  const raw = index.valueRaw[valueId]!;
  const value = index.valueNumber[valueId]!;
  const unit = index.valueUnit[valueId]!;
  if (Number.isNaN(value)) return unit ? { raw, unit, count } : { raw, count };
  return unit ? { raw, value, unit, count } : { raw, value, count };
}

function buildFacets(
  index: CatalogueIndex,
  category: number,
  filters: readonly ActiveFilter[],
  { matchCount, nearMissCount }: { matchCount: number; nearMissCount: number },
  scratch: SearchScratch,
): Facet[] {
  const filtered = new Set(filters.map((f) => f.parameter));
  const offered = category >= 0 ? [...(index.facetParameters[category] ?? [])] : [];
  for (const p of filtered) if (!offered.includes(p)) offered.push(p);
  if (offered.length === 0) return [];
  const counts = scratch.valueCounts;
  const touched: number[] = [];
  const bump = (value: number, count = 1) => {
    if (counts[value] === 0) touched.push(value);
    counts[value]! += count;
  };
  countMatchValues(index, offered, matchCount, touched, scratch);
  // A part that fails only filter f still counts for f's values: picking another value of f would include it.
  for (let i = 0; i < nearMissCount; i++) {
    const v = scratch.nearMissValue[i]!;
    if (v >= 0) bump(v);
  }
  for (const filter of filters) countNearMisses(index, filter, bump);

  const facets: Facet[] = [];
  for (const p of offered) {
    const counted: number[] = [];
    for (let v = index.valueStart[p]!; v < index.valueStart[p + 1]!; v++) if (counts[v]! > 0) counted.push(v);
    if (counted.length < 2 && !filtered.has(p)) continue;
    let shown = counted;
    if (counted.length > FACET_VALUE_LIMIT) {
      // Keep the most common values, still in the parameter's natural order (values are stored sorted).
      const threshold = Uint32Array.from(counted, (v) => counts[v]!).sort()[counted.length - FACET_VALUE_LIMIT]!;
      shown = counted.filter((v) => counts[v]! >= threshold).slice(0, FACET_VALUE_LIMIT);
    }
    facets.push({
      parameter: index.parameters[p]!,
      values: shown.map((v) => facetValue(index, v, counts[v]!)),
      value_count: counted.length,
    });
  }
  for (const v of touched) counts[v] = 0;
  return facets;
}

export interface SearchOptions {
  pageSize?: number;
}

export function searchParts(index: CatalogueIndex, request: PartsSearchRequest, options: SearchOptions = {}): PartsSearchResponse {
  const pageSize = options.pageSize ?? PARTS_PAGE_SIZE;
  const page = Math.max(1, Math.floor(request.page));
  const s = scratchFor(index);
  const terms = request.search_terms.trim();
  // Terms with nothing searchable in them (`-`, `//`) browse like empty ones.
  const browsing = terms === '' || (queryTokens(terms).length === 0 && codeKey(terms) === '');
  const candidateCount = browsing ? index.partCount : textCandidates(index, terms, s);

  const allowed = allowedCategories(index, request.category_ids);
  const { active: filters, impossible } = compileFilters(index, request.filters, candidateCount, s);
  const leafCounts = new Uint32Array(index.categories.length);
  const offset = (page - 1) * pageSize;
  // A search's results in key order (sift-candidates.ts: tier, score, browse rank).
  const top = browsing ? undefined : new TopK(offset + pageSize);
  const sieve = { count: candidateCount, browsing, inStockOnly: request.in_stock_only, allowed, filters, impossible };
  const sift = canSiftByWords(index, sieve, browsing || s.sortedCount === candidateCount)
    ? siftByWords
    : !browsing && filters.length === 0 && !impossible
      ? siftUnfiltered
      : siftCandidates;
  const { matchCount, nearMissCount } = sift(index, sieve, { leafCounts, top }, s);

  const pageKeys = top ? Array.from(top.sorted().subarray(offset)) : [];
  const pageParts = top ? pageKeys.map(keyPart) : Array.from(s.matches.subarray(offset, Math.min(matchCount, offset + pageSize)));
  const tierOf = (n: number) => (top ? keyTier(pageKeys[n]!) : TIER_BROWSE);

  const facetCategoryIndex = facetCategory(index, request, leafCounts);
  const facets = buildFacets(index, facetCategoryIndex, filters, { matchCount, nearMissCount }, s);
  releaseFilters(filters);
  return {
    results: pageParts.map((p, n) => ({ part: partAt(index, p), rank_reason: RANK_REASONS[tierOf(n)]! })),
    total: matchCount,
    page,
    page_size: pageSize,
    categories: categoryCounts(index, leafCounts),
    facet_category_id: facetCategoryIndex >= 0 ? index.categories[facetCategoryIndex]!.id : null,
    facets,
  };
}
