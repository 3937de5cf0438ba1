import type { PartsSearchRequest } from '#contracts/parts.ts';

// docs/screens.md#parts-search-page, docs/data-model.md#parts-search-parameters: the parts search page keeps its whole state in the query string:
// `page`, `searchTerms`, repeated `category_id`, each filter name with its
// repeated values, and `inStockOnly`. Defaults are left out, so a search with
// all defaults is the bare path.

export type PartsSearchParameters = {
  page: number;
  searchTerms: string;
  categoryIds: string[];
  /** Parameter short name → raw values. */
  filters: Record<string, string[]>;
  inStockOnly: boolean;
};

/** docs/limits.md#parts-search-defaults: page 1, empty terms, no categories, no filters, inStockOnly false. */
export const DEFAULT_SEARCH_PARAMETERS: PartsSearchParameters = {
  page: 1,
  searchTerms: '',
  categoryIds: [],
  filters: {},
  inStockOnly: false,
};

export const PAGE_PARAM = 'page';
export const SEARCH_TERMS_PARAM = 'searchTerms';
export const CATEGORY_PARAM = 'category_id';
export const IN_STOCK_PARAM = 'inStockOnly';
const RESERVED = new Set([PAGE_PARAM, SEARCH_TERMS_PARAM, CATEGORY_PARAM, IN_STOCK_PARAM]);

const unique = (values: string[]) => [...new Set(values.filter((v) => v !== ''))];

export function parametersFromQuery(query: URLSearchParams): PartsSearchParameters {
  const page = Number.parseInt(query.get(PAGE_PARAM) ?? '', 10);
  const filters: Record<string, string[]> = {};
  for (const key of new Set(query.keys())) {
    if (RESERVED.has(key)) continue;
    const values = unique(query.getAll(key));
    if (values.length > 0) filters[key] = values;
  }
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    searchTerms: (query.get(SEARCH_TERMS_PARAM) ?? '').trim(),
    categoryIds: unique(query.getAll(CATEGORY_PARAM)),
    filters,
    inStockOnly: query.get(IN_STOCK_PARAM) === 'true',
  };
}

/** The query string for the parameters, defaults left out (so all defaults → no query at all). */
export function queryFromParameters(parameters: PartsSearchParameters): URLSearchParams {
  const query = new URLSearchParams();
  if (parameters.page !== 1) query.set(PAGE_PARAM, String(parameters.page));
  if (parameters.searchTerms) query.set(SEARCH_TERMS_PARAM, parameters.searchTerms);
  for (const id of parameters.categoryIds) query.append(CATEGORY_PARAM, id);
  for (const [name, values] of Object.entries(parameters.filters)) {
    if (RESERVED.has(name)) continue;
    for (const value of values) query.append(name, value);
  }
  if (parameters.inStockOnly) query.set(IN_STOCK_PARAM, 'true');
  return query;
}

/** docs/calls.md#parts-search-call body of `PUT {api}/parts/search`. */
export function searchRequestFor(parameters: PartsSearchParameters): PartsSearchRequest {
  return {
    search_terms: parameters.searchTerms,
    category_ids: parameters.categoryIds,
    filters: parameters.filters,
    page: parameters.page,
    in_stock_only: parameters.inStockOnly,
  };
}
