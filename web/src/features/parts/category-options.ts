import type { Category } from '#contracts/parts.ts';

/** Categories as `Parent › Child` paths, sorted, for a select. */
export function categoryOptions(categories: readonly Category[]): { id: string; label: string }[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = (category: Category): string => {
    const parent = category.parent_id ? byId.get(category.parent_id) : undefined;
    return parent && parent.id !== category.id ? `${path(parent)} › ${category.name}` : category.name;
  };
  return categories.map((c) => ({ id: c.id, label: path(c) })).sort((a, b) => a.label.localeCompare(b.label));
}
