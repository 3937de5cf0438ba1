import { describe, expect, it } from 'vitest';
import type { PartsSearchResponse } from '#contracts/parts.ts';
import {
  categoriesSearchReducer as reduce,
  hasUnappliedFilters,
  initialCategoriesSearchState as initial,
} from '../../../web/src/features/parts/categories-search-store.ts';
import { DEFAULT_SEARCH_PARAMETERS } from '../../../web/src/features/parts/search-parameters.ts';

const response: PartsSearchResponse = {
  results: [],
  total: 0,
  page: 1,
  page_size: 25,
  categories: [],
  facet_category_id: null,
  facets: [],
};
const parameters = { ...DEFAULT_SEARCH_PARAMETERS, searchTerms: '10k', filters: { resistance: ['10kΩ'] } };

describe('categories search store (docs/states.md#parts-search-state)', () => {
  it('startSearch sets loading, stores the parameters and copies the pending filters from them', () => {
    const s = reduce({ ...initial, errored: true, pendingFilters: { tolerance: ['1%'] } }, { type: 'startSearch', parameters });
    expect(s.loading).toBe(true);
    expect(s.errored).toBe(false);
    expect(s.searchParameters).toBe(parameters);
    expect(s.pendingFilters).toEqual({ resistance: ['10kΩ'] });
    // A copy: changing the pending filters leaves the searched parameters alone.
    const added = reduce(s, { type: 'addToPendingFilters', name: 'resistance', value: '4.7kΩ' });
    expect(parameters.filters.resistance).toEqual(['10kΩ']);
    expect(added.pendingFilters.resistance).toEqual(['10kΩ', '4.7kΩ']);
  });

  it('addToPendingFilters appends a raw value under a parameter, once', () => {
    let s = reduce(initial, { type: 'addToPendingFilters', name: 'package', value: '0402' });
    s = reduce(s, { type: 'addToPendingFilters', name: 'package', value: '0603' });
    s = reduce(s, { type: 'addToPendingFilters', name: 'package', value: '0603' });
    expect(s.pendingFilters).toEqual({ package: ['0402', '0603'] });
  });

  it('removeFromPendingFilters removes a value and drops the key when its list becomes empty', () => {
    let s = reduce(initial, { type: 'addToPendingFilters', name: 'package', value: '0402' });
    s = reduce(s, { type: 'addToPendingFilters', name: 'package', value: '0603' });
    s = reduce(s, { type: 'removeFromPendingFilters', name: 'package', value: '0402' });
    expect(s.pendingFilters).toEqual({ package: ['0603'] });
    s = reduce(s, { type: 'removeFromPendingFilters', name: 'package', value: '0603' });
    expect(s.pendingFilters).toEqual({});
    expect(reduce(s, { type: 'removeFromPendingFilters', name: 'nothing', value: 'x' })).toBe(s);
  });

  it('loadSearchResponse stores the response and ends loading; searchError sets errored and ends loading', () => {
    const started = reduce(initial, { type: 'startSearch', parameters });
    const loaded = reduce(started, { type: 'loadSearchResponse', response, parameters });
    expect(loaded).toMatchObject({ loading: false, errored: false, searchResponse: response });
    const failed = reduce(started, { type: 'searchError' });
    expect(failed).toMatchObject({ loading: false, errored: true });
  });

  it('drops an answer to an earlier search that arrives after the next one started', () => {
    const next = { ...parameters, filters: { package: ['0603'] } };
    const started = reduce(initial, { type: 'startSearch', parameters: next });
    expect(reduce(started, { type: 'loadSearchResponse', response, parameters })).toBe(started);
    expect(reduce(started, { type: 'loadSearchResponse', response, parameters: next })).toMatchObject({
      loading: false,
      searchResponse: response,
    });
  });

  it('clearSearch resets everything', () => {
    const s = reduce(reduce(initial, { type: 'startSearch', parameters }), { type: 'loadSearchResponse', response, parameters });
    expect(reduce(s, { type: 'clearSearch' })).toEqual(initial);
  });

  it('knows when pending filters differ from the searched ones, whatever their order', () => {
    const s = reduce(initial, { type: 'startSearch', parameters: { ...parameters, filters: { package: ['0402', '0603'] } } });
    expect(hasUnappliedFilters(s)).toBe(false);
    const reordered = { ...s, pendingFilters: { package: ['0603', '0402'] } };
    expect(hasUnappliedFilters(reordered)).toBe(false);
    expect(hasUnappliedFilters(reduce(s, { type: 'removeFromPendingFilters', name: 'package', value: '0402' }))).toBe(true);
  });
});
