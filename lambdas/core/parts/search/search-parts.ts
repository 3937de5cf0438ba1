import { PARTS_PAGE_SIZE, RANK_REASONS } from '#contracts/parts.ts';
import type { CategoryCount, Facet, PartsSearchRequest, PartsSearchResponse } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { partAt } from './catalogue-index.ts';
import { compileFilterValues } from './parameter-filters.ts';
import { codeKey, queryTokens } from './search-text.ts';
import type { SearchScratch } from './search-scratch.ts';
import { IndexedValue, scratchFor } from './search-scratch.ts';
import { textCandidates } from './text-candidates.ts';
import { TopK } from './top-k.ts';

// One query = a few passes over typed arrays: text → candidates with a tier
// and score, then stock / category / parameter filters, counts and facets,
// then the page. Filters run on the candidates, not on the whole catalogue,
// unless there are no search terms (then parts are already in browse order).

const TIER_BROWSE = RANK_REASONS.indexOf('browse');
const FACET_VALUE_LIMIT = 100;

interface ActiveFilter {
  parameter: number;
  /** Value ids accepted are stamped with this generation in s.valueStamp. */
  generation: number;
}

/** Active filters; `impossible` when one names a parameter no part has. */
function compileFilters(
  index: CatalogueIndex,
  filters: PartsSearchRequest['filters'],
  scratch: SearchScratch,
): { active: ActiveFilter[]; impossible: boolean } {
  const active: ActiveFilter[] = [];
  let impossible = false;
  for (const [name, values] of Object.entries(filters)) {
    if (values.length === 0) continue;
    const p = index.parameters.findIndex((parameter) => parameter.short_name === name || parameter.id === name);
    if (p < 0) {
      impossible = true;
      continue;
    }
    const accepts = compileFilterValues(values);
    const generation = scratch.nextValueGeneration();
    const value = new IndexedValue(index, scratch);
    for (let v = index.valueStart[p]!; v < index.valueStart[p + 1]!; v++) {
      value.id = v;
      if (accepts(value)) scratch.valueStamp[v] = generation;
    }
    // Kept even when no value matched: its facet still lists the values one could pick instead.
    active.push({ parameter: p, generation });
  }
  return { active, impossible };
}

function hasAcceptedValue(index: CatalogueIndex, part: number, filter: ActiveFilter, scratch: SearchScratch): boolean {
  const from = index.valueStart[filter.parameter]!;
  const to = index.valueStart[filter.parameter + 1]!;
  const end = index.partValueStart[part + 1]!;
  for (let k = index.partValueStart[part]!; k < end; k++) {
    const v = index.partValues[k]!;
    if (v >= to) return false;
    if (v >= from) return scratch.valueStamp[v] === filter.generation;
  }
  return false;
}

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
  const offeredFlag = new Uint8Array(index.parameters.length);
  for (const p of offered) offeredFlag[p] = 1;
  const counts = scratch.valueCounts;
  const touched: number[] = [];
  const bump = (position: number) => {
    if (counts[position] === 0) touched.push(position);
    counts[position]!++;
  };

  // A part that fails only filter f still counts for f's values: picking another value of f would include it.
  for (let i = 0; i < matchCount; i++) {
    const part = scratch.matches[i]!;
    const end = index.partValueStart[part + 1]!;
    for (let k = index.partValueStart[part]!; k < end; k++) {
      const v = index.partValues[k]!;
      if (offeredFlag[scratch.valueParameter[v]!]) bump(v);
    }
  }
  for (let i = 0; i < nearMissCount; i++) {
    const part = scratch.nearMissPart[i]!;
    const p = filters[scratch.nearMissFilter[i]!]!.parameter;
    const end = index.partValueStart[part + 1]!;
    for (let k = index.partValueStart[part]!; k < end; k++) {
      const v = index.partValues[k]!;
      if (scratch.valueParameter[v] === p) bump(v);
    }
  }

  const facets: Facet[] = [];
  for (const p of offered) {
    const values: Facet['values'] = [];
    for (let v = index.valueStart[p]!; v < index.valueStart[p + 1]!; v++) {
      const count = counts[v]!;
      if (count === 0) continue;
      const number = index.valueNumber[v]!;
      const unit = index.valueUnit[v]!;
      values.push({ raw: index.valueRaw[v]!, ...(Number.isNaN(number) ? {} : { value: number }), ...(unit ? { unit } : {}), count });
    }
    if (values.length < 2 && !filtered.has(p)) continue;
    let shown = values;
    if (values.length > FACET_VALUE_LIMIT) {
      // Keep the most common values, still in the parameter's natural order (values are stored sorted).
      const threshold = [...values].sort((a, b) => b.count - a.count)[FACET_VALUE_LIMIT - 1]!.count;
      shown = values.filter((v) => v.count >= threshold).slice(0, FACET_VALUE_LIMIT);
    }
    facets.push({ parameter: index.parameters[p]!, values: shown, value_count: values.length });
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
  const { active: filters, impossible } = compileFilters(index, request.filters, s);
  const leafCounts = new Uint32Array(index.categories.length);
  const { candidates, matches, nearMissPart, nearMissFilter } = s;
  let matchCount = 0;
  let nearMissCount = 0;
  // Browsing considers every part in browse order; a search, its candidates.
  for (let i = 0; i < candidateCount; i++) {
    const position = browsing ? i : candidates[i]!;
    if (request.in_stock_only && index.stock[position] === 0) continue;
    const c = index.category[position]!;
    leafCounts[c]!++;
    if ((allowed && allowed[c] === 0) || impossible) continue;
    let failed = -1;
    let failedTwice = false;
    for (let f = 0; f < filters.length && !failedTwice; f++) {
      if (hasAcceptedValue(index, position, filters[f]!, s)) continue;
      failedTwice = failed >= 0;
      failed = f;
    }
    if (failed < 0) {
      matches[matchCount++] = position;
    } else if (!failedTwice) {
      // Fails only filter f: counted in f's facet, since picking another value of f would include it.
      nearMissPart[nearMissCount] = position;
      nearMissFilter[nearMissCount++] = failed;
    }
  }

  const offset = (page - 1) * pageSize;
  let pageParts: number[];
  if (browsing) {
    pageParts = Array.from(matches.subarray(offset, Math.min(matchCount, offset + pageSize)));
  } else {
    // Sort key: tier, then score (higher first), then browse rank (= part number).
    const top = new TopK(offset + pageSize);
    for (let i = 0; i < matchCount; i++) {
      const p = matches[i]!;
      const scoreBucket = 0xffff - Math.min(0xffff, Math.round(s.score[p]! * 256));
      top.offer(s.tier[p]! * 2 ** 40 + scoreBucket * 2 ** 24 + p);
    }
    pageParts = Array.from(top.sorted().subarray(offset), (key) => key % 2 ** 24);
  }

  const facetCategoryIndex = facetCategory(index, request, leafCounts);
  return {
    results: pageParts.map((p) => ({ part: partAt(index, p), rank_reason: RANK_REASONS[browsing ? TIER_BROWSE : s.tier[p]!]! })),
    total: matchCount,
    page,
    page_size: pageSize,
    categories: categoryCounts(index, leafCounts),
    facet_category_id: facetCategoryIndex >= 0 ? index.categories[facetCategoryIndex]!.id : null,
    facets: buildFacets(index, facetCategoryIndex, filters, { matchCount, nearMissCount }, s),
  };
}
