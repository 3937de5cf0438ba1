import { PARTS_PAGE_SIZE, RANK_REASONS } from '#contracts/parts.ts';
import type { CategoryCount, Facet, PartsSearchRequest, PartsSearchResponse, RankReason } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { equalRunEnd, partAt, prefixRange, termId } from './catalogue-index.ts';
import { oneEditNeighbours } from './one-edit.ts';
import { compileFilterValues } from './parameter-filters.ts';
import { codeKey, queryTokens } from './search-text.ts';
import type { QueryToken } from './search-text.ts';
import type { SearchScratch } from './search-scratch.ts';
import { IndexedValue, scratchFor } from './search-scratch.ts';
import { TopK } from './top-k.ts';

// One query = a few passes over typed arrays: text → candidates with a tier
// and score, then stock / category / parameter filters, counts and facets,
// then the page. Filters run on the candidates, not on the whole catalogue,
// unless there are no search terms (then parts are already in browse order).

// A tier is a position in RANK_REASONS (best first).
const tierOf = (reason: RankReason) => RANK_REASONS.indexOf(reason);
const TIER_EXACT_CODE = tierOf('exact_supplier_code');
const TIER_EXACT_MPN = tierOf('exact_mpn');
const TIER_CODE_PREFIX = tierOf('supplier_code_prefix');
const TIER_MPN_PREFIX = tierOf('mpn_prefix');
const TIER_TOKENS = tierOf('tokens');
const TIER_TYPO = tierOf('typo');
const TIER_BROWSE = tierOf('browse');

const PREFIX_WEIGHT = 0.6;
const TYPO_WEIGHT = 0.3;
/** A short prefix would expand to thousands of tokens; beyond this many we stop. */
const MAX_PREFIX_TERMS = 200;
const MIN_PREFIX_LENGTH = 3;
const MIN_TYPO_LENGTH = 5;
const FACET_VALUE_LIMIT = 100;

interface Alternative {
  term: number;
  weight: number;
  typo: boolean;
}

function alternativesFor(index: CatalogueIndex, token: QueryToken): Alternative[] {
  const out: Alternative[] = [];
  const seen = new Set<number>();
  for (const text of token.exact) {
    const id = termId(index, text);
    if (id >= 0 && !seen.has(id)) {
      seen.add(id);
      out.push({ term: id, weight: 1, typo: false });
    }
  }
  if (token.prefix && token.text.length >= MIN_PREFIX_LENGTH) {
    const [from, to] = prefixRange(index.terms, token.text);
    for (let id = from; id < to && id < from + MAX_PREFIX_TERMS; id++) {
      if (!seen.has(id)) {
        seen.add(id);
        out.push({ term: id, weight: PREFIX_WEIGHT, typo: false });
      }
    }
  }
  if (out.length === 0 && token.text.length >= MIN_TYPO_LENGTH) {
    for (const id of oneEditNeighbours(index, token.text)) out.push({ term: id, weight: TYPO_WEIGHT, typo: true });
  }
  return out;
}

function postingCount(index: CatalogueIndex, alternatives: readonly Alternative[]): number {
  let total = 0;
  for (const a of alternatives) total += index.termStart[a.term + 1]! - index.termStart[a.term]!;
  return total;
}

function markPart(scratch: SearchScratch, part: number, generation: number, weight: number, isTypo: number): void {
  if (scratch.markStamp[part] !== generation) {
    scratch.markStamp[part] = generation;
    scratch.markWeight[part] = weight;
    scratch.markTypo[part] = isTypo;
  } else if (weight > scratch.markWeight[part]!) {
    scratch.markWeight[part] = weight;
    scratch.markTypo[part] = isTypo;
  }
}

/** The first (rarest) token: every part of its alternatives is a candidate, with the best alternative's weight. */
function firstTokenCandidates(index: CatalogueIndex, alternatives: readonly Alternative[], scratch: SearchScratch): number {
  const { markStamp, markWeight, markTypo, candidates, score, typo } = scratch;
  const { postings, termStart } = index;
  if (alternatives.length === 1) {
    // One alternative (the usual exact word): its postings are the candidates, no marks needed.
    const { term, weight } = alternatives[0]!;
    const isTypo = alternatives[0]!.typo ? 1 : 0;
    const from = termStart[term]!;
    const count = termStart[term + 1]! - from;
    candidates.set(postings.subarray(from, from + count));
    for (let i = 0; i < count; i++) {
      const p = candidates[i]!;
      score[p] = weight;
      typo[p] = isTypo;
    }
    return count;
  }
  const g = scratch.nextGeneration();
  let count = 0;
  for (const alt of alternatives) {
    const weight = alt.weight;
    const isTypo = alt.typo ? 1 : 0;
    const end = termStart[alt.term + 1]!;
    for (let k = termStart[alt.term]!; k < end; k++) {
      const p = postings[k]!;
      if (markStamp[p] !== g) {
        markStamp[p] = g;
        markWeight[p] = weight;
        markTypo[p] = isTypo;
        candidates[count++] = p;
      } else if (weight > markWeight[p]!) {
        markWeight[p] = weight;
        markTypo[p] = isTypo;
      }
    }
  }
  for (let i = 0; i < count; i++) {
    const p = candidates[i]!;
    score[p] = markWeight[p]!;
    typo[p] = markTypo[p]!;
  }
  return count;
}

/**
 * A later token keeps the candidates it also matches, adding its weight.
 * Its postings are marked, unless the candidates are far fewer: then each
 * candidate is looked up in the alternative's (part-ordered) postings.
 */
function keepMatching(index: CatalogueIndex, alternatives: readonly Alternative[], count: number, scratch: SearchScratch): number {
  const { markStamp, markWeight, markTypo, candidates, score, typo } = scratch;
  const { postings } = index;
  const g = scratch.nextGeneration();
  for (const alt of alternatives) {
    const isTypo = alt.typo ? 1 : 0;
    const from = index.termStart[alt.term]!;
    const end = index.termStart[alt.term + 1]!;
    if (count * Math.log2(end - from + 1) < end - from) {
      for (let i = 0; i < count; i++) {
        const p = candidates[i]!;
        let lo = from;
        let hi = end;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (postings[mid]! < p) lo = mid + 1;
          else hi = mid;
        }
        if (lo < end && postings[lo] === p) markPart(scratch, p, g, alt.weight, isTypo);
      }
    } else {
      const weight = alt.weight;
      for (let k = from; k < end; k++) {
        const p = postings[k]!;
        if (markStamp[p] !== g) {
          markStamp[p] = g;
          markWeight[p] = weight;
          markTypo[p] = isTypo;
        } else if (weight > markWeight[p]!) {
          markWeight[p] = weight;
          markTypo[p] = isTypo;
        }
      }
    }
  }
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const p = candidates[i]!;
    if (markStamp[p] !== g) continue;
    score[p] = score[p]! + markWeight[p]!;
    typo[p] = typo[p]! | markTypo[p]!;
    candidates[kept++] = p;
  }
  return kept;
}

/**
 * Parts matching every query token (AND), with summed weights (s.score) and
 * typo-only matches flagged (s.typo): their count, the parts themselves in
 * s.candidates[0, count).
 */
function matchTokens(index: CatalogueIndex, tokens: readonly QueryToken[], scratch: SearchScratch): number {
  const perToken = tokens.map((t) => alternativesFor(index, t));
  if (perToken.length === 0 || perToken.some((alts) => alts.length === 0)) return 0;
  // Rarest token first: the candidate list starts small and only shrinks.
  perToken.sort((a, b) => postingCount(index, a) - postingCount(index, b));
  let count = firstTokenCandidates(index, perToken[0]!, scratch);
  for (let t = 1; t < perToken.length && count > 0; t++) count = keepMatching(index, perToken[t]!, count, scratch);
  return count;
}

/** Candidates of a text search with their tier (in s.tier) and score (in s.score): their count, the parts in s.candidates. */
function textCandidates(index: CatalogueIndex, terms: string, scratch: SearchScratch): number {
  let count = matchTokens(index, queryTokens(terms), scratch);
  const { candidates, candidateStamp, tier, typo, score } = scratch;
  const g = scratch.nextGeneration();
  for (let i = 0; i < count; i++) {
    const p = candidates[i]!;
    candidateStamp[p] = g;
    tier[p] = typo[p] ? TIER_TYPO : TIER_TOKENS;
  }
  const claim = (position: number, claimed: number) => {
    if (candidateStamp[position] !== g) {
      candidateStamp[position] = g;
      score[position] = 0;
      tier[position] = claimed;
      candidates[count++] = position;
    } else if (claimed < tier[position]!) {
      tier[position] = claimed;
    }
  };
  const key = codeKey(terms);
  if (key.length >= 2) {
    // Exact keys open their prefix range, so only those few entries are read as text.
    const [codeFrom, codeTo] = prefixRange(index.codeKeys, key);
    const codeExactTo = equalRunEnd(index.codeKeys, codeFrom, key);
    for (let k = codeFrom; k < codeExactTo; k++) claim(index.codeParts[k]!, TIER_EXACT_CODE);
    if (key.length >= 3 && /^c\d+$/.test(key)) for (let k = codeExactTo; k < codeTo; k++) claim(index.codeParts[k]!, TIER_CODE_PREFIX);
    const [mpnFrom, mpnTo] = prefixRange(index.mpnKeys, key);
    const mpnExactTo = equalRunEnd(index.mpnKeys, mpnFrom, key);
    for (let k = mpnFrom; k < mpnExactTo; k++) claim(index.mpnParts[k]!, TIER_EXACT_MPN);
    // A bare number (`0402`) is a package or value, not the start of a part number.
    if (key.length >= 3 && /[a-z]/.test(key)) for (let k = mpnExactTo; k < mpnTo; k++) claim(index.mpnParts[k]!, TIER_MPN_PREFIX);
  }
  return count;
}

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
