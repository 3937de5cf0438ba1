import type { PartsSearchResponse } from '#contracts/parts.ts';
import type { PartsSearchParameters } from './search-parameters.ts';
import { DEFAULT_SEARCH_PARAMETERS, searchRequestFor } from './search-parameters.ts';

// "Categories search" (docs/data-model.md#categories-search-state, docs/states.md#parts-search-state): the state of the parts search page as a pure
// reducer. Facet choices collect in `pendingFilters` until they are applied.

export type CategoriesSearchState = {
  /** Parameter short name → raw values chosen but not yet searched for. */
  pendingFilters: Record<string, string[]>;
  searchParameters: PartsSearchParameters;
  loading: boolean;
  errored: boolean;
  searchResponse: PartsSearchResponse | null;
};

export type CategoriesSearchAction =
  | { type: 'startSearch'; parameters: PartsSearchParameters }
  | { type: 'addToPendingFilters'; name: string; value: string }
  | { type: 'removeFromPendingFilters'; name: string; value: string }
  /** `parameters`: the search the response answers; an answer to another search than the one running is dropped. */
  | { type: 'loadSearchResponse'; response: PartsSearchResponse; parameters: PartsSearchParameters }
  | { type: 'searchError' }
  | { type: 'clearSearch' };

export const SEARCH_ERROR_MESSAGE = 'Failed to search parts';

export const initialCategoriesSearchState: CategoriesSearchState = {
  pendingFilters: {},
  searchParameters: DEFAULT_SEARCH_PARAMETERS,
  loading: false,
  errored: false,
  searchResponse: null,
};

/** Two parameter sets that send the same search request. */
const sameSearch = (answered: PartsSearchParameters, running: PartsSearchParameters) =>
  JSON.stringify(searchRequestFor(answered)) === JSON.stringify(searchRequestFor(running));

const copyFilters = (filters: Record<string, string[]>) => Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, [...v]]));

export function categoriesSearchReducer(state: CategoriesSearchState, action: CategoriesSearchAction): CategoriesSearchState {
  switch (action.type) {
    case 'startSearch':
      // Sets loading, stores the parameters, and copies the pending filters from them.
      return {
        ...state,
        loading: true,
        errored: false,
        searchParameters: action.parameters,
        pendingFilters: copyFilters(action.parameters.filters),
      };
    case 'addToPendingFilters': {
      const values = state.pendingFilters[action.name] ?? [];
      if (values.includes(action.value)) return state;
      return { ...state, pendingFilters: { ...state.pendingFilters, [action.name]: [...values, action.value] } };
    }
    case 'removeFromPendingFilters': {
      const values = state.pendingFilters[action.name];
      if (!values?.includes(action.value)) return state;
      const rest = values.filter((v) => v !== action.value);
      const pendingFilters = { ...state.pendingFilters };
      // The key goes when its list becomes empty.
      if (rest.length === 0) delete pendingFilters[action.name];
      else pendingFilters[action.name] = rest;
      return { ...state, pendingFilters };
    }
    case 'loadSearchResponse':
      // A previous search's answer, committed late (it is dispatched in a transition), must not end this one's loading.
      if (!sameSearch(action.parameters, state.searchParameters)) return state;
      return { ...state, searchResponse: action.response, loading: false, errored: false };
    case 'searchError':
      return { ...state, errored: true, loading: false };
    case 'clearSearch':
      return initialCategoriesSearchState;
  }
}

/** Whether the pending filters differ from the ones searched for (an "Apply" is due). */
export function hasUnappliedFilters(state: CategoriesSearchState): boolean {
  const a = state.pendingFilters;
  const b = state.searchParameters.filters;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = [...(a[key] ?? [])].sort();
    const y = [...(b[key] ?? [])].sort();
    if (x.length !== y.length || x.some((v, i) => v !== y[i])) return true;
  }
  return false;
}
