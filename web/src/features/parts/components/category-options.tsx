import { usePartCategories } from '../api/list-part-catalogue.ts';
import { categoryOptions } from '../category-options.ts';

/** The options of a category select: a prompt (or "Loading…"), then every category under its parents. */
export function CategoryOptions() {
  const categories = usePartCategories();
  return (
    <>
      <option value="">{categories.isPending ? 'Loading…' : 'Choose a category'}</option>
      {categoryOptions(categories.data?.categories ?? []).map((category) => (
        <option key={category.id} value={category.id}>
          {category.label}
        </option>
      ))}
    </>
  );
}
