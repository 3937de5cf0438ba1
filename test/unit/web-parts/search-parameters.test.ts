import { describe, expect, it } from 'vitest';
import { paths } from '../../../web/src/config/paths.ts';
import { formatMoney, formatUnitPrice } from '../../../web/src/lib/money.ts';
import {
  DEFAULT_SEARCH_PARAMETERS,
  parametersFromQuery,
  queryFromParameters,
  searchRequestFor,
} from '../../../web/src/features/parts/search-parameters.ts';

const href = (p: Parameters<typeof queryFromParameters>[0]) => paths.components.getHref(queryFromParameters(p));

describe('parts search state in the query string (docs/screens.md#parts-search-page)', () => {
  it('a search with all defaults is the bare path', () => {
    expect(href(DEFAULT_SEARCH_PARAMETERS)).toBe('/components');
    expect(parametersFromQuery(new URLSearchParams(''))).toEqual(DEFAULT_SEARCH_PARAMETERS);
  });

  it('writes page, searchTerms, repeated category_id, each filter with repeated values and inStockOnly', () => {
    const p = {
      page: 3,
      searchTerms: '10k 0402',
      categoryIds: ['a'.repeat(24), 'b'.repeat(24)],
      filters: { resistance: ['10kΩ', '4.7kΩ'], tolerance: ['±1%'] },
      inStockOnly: true,
    };
    const url = href(p);
    expect(url).toBe(
      `/components?page=3&searchTerms=10k+0402&category_id=${'a'.repeat(24)}&category_id=${'b'.repeat(24)}&resistance=10k%CE%A9&resistance=4.7k%CE%A9&tolerance=%C2%B11%25&inStockOnly=true`,
    );
    expect(parametersFromQuery(new URLSearchParams(url.split('?')[1]))).toEqual(p);
  });

  it('reads leniently: bad pages fall back to 1, blanks and repeats are dropped, inStockOnly only when true', () => {
    const p = parametersFromQuery(
      new URLSearchParams('page=zero&searchTerms=%20lm358%20&category_id=&package=0402&package=0402&package=&inStockOnly=yes'),
    );
    expect(p).toEqual({ page: 1, searchTerms: 'lm358', categoryIds: [], filters: { package: ['0402'] }, inStockOnly: false });
    expect(parametersFromQuery(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('maps to the request body (docs/calls.md#parts-search-call)', () => {
    expect(searchRequestFor({ ...DEFAULT_SEARCH_PARAMETERS, searchTerms: 'x', inStockOnly: true })).toEqual({
      search_terms: 'x',
      category_ids: [],
      filters: {},
      page: 1,
      in_stock_only: true,
    });
  });
});

describe('money (docs/limits.md#money)', () => {
  it('shows unit prices with 2 to 5 decimals and other amounts with 2', () => {
    expect(formatUnitPrice(4460)).toBe('$0.00446');
    expect(formatUnitPrice(446)).toBe('$0.00045');
    expect(formatUnitPrice(1_500_000)).toBe('$1.50');
    expect(formatUnitPrice(2_345_678)).toBe('$2.34568');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0.004)).toBe('$0.00');
  });
});
