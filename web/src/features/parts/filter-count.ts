import type { PartsSearchParameters } from './search-parameters.ts';

/** How many filters narrow the search: in-stock, each category, each chosen parameter value (the phone's Filters button shows it). */
export function activeFilterCount(parameters: PartsSearchParameters): number {
  let count = parameters.inStockOnly ? 1 : 0;
  count += parameters.categoryIds.length;
  for (const values of Object.values(parameters.filters)) count += values.length;
  return count;
}
