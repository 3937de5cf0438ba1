import { useQuery } from '@tanstack/react-query';
import type { Category } from '#contracts/parts.ts';
import { callApi } from '#web/lib/api/api-client.ts';

// The staff tools' shared reads: the category tree and the Parameter set.

export const partCatalogueKeys = {
  categories: ['parts', 'categories'] as const,
  parameters: ['parts', 'parameters'] as const,
};

export function usePartCategories() {
  return useQuery({ queryKey: partCatalogueKeys.categories, queryFn: () => callApi('listPartCategories', {}), staleTime: 5 * 60_000 });
}

export function usePartParameters() {
  return useQuery({ queryKey: partCatalogueKeys.parameters, queryFn: () => callApi('listPartParameters', {}), staleTime: 5 * 60_000 });
}

/** Categories as `Parent › Child` paths, sorted, for a select. */
export function categoryOptions(categories: readonly Category[]): { id: string; label: string }[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = (category: Category): string => {
    const parent = category.parent_id ? byId.get(category.parent_id) : undefined;
    return parent && parent.id !== category.id ? `${path(parent)} › ${category.name}` : category.name;
  };
  return categories.map((c) => ({ id: c.id, label: path(c) })).sort((a, b) => a.label.localeCompare(b.label));
}
