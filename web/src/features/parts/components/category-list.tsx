import type { CategoryCount } from '#contracts/parts.ts';
import styles from './components-page.module.css';
import { formatCount } from '#contracts/number-text.ts';

type Props = { categories: CategoryCount[]; selected: string[]; onSelect: (categoryIds: string[]) => void };

/** Top-level categories with their counts; the selected one (or the parent of the selected one) opens to its subcategories. */
export function CategoryList({ categories, selected, onSelect }: Props) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const roots = categories.filter((c) => c.parent_id === null || !byId.has(c.parent_id));
  const children = (id: string) => categories.filter((c) => c.parent_id === id);
  const open = new Set<string>();
  for (const id of selected) {
    open.add(id);
    const parent = byId.get(id)?.parent_id;
    if (parent) open.add(parent);
  }
  const item = (category: CategoryCount, sub: boolean) => (
    <li key={category.id}>
      <button
        type="button"
        className={[styles.category, sub ? styles.subcategory : '', selected.includes(category.id) ? styles.selected : ''].join(' ')}
        aria-pressed={selected.includes(category.id)}
        onClick={() => onSelect(selected.includes(category.id) ? [] : [category.id])}
      >
        <span>{category.name}</span>
        <span className={styles.count}>{formatCount(category.count)}</span>
      </button>
      {!sub && open.has(category.id) && <ul className={styles.categoryList}>{children(category.id).map((child) => item(child, true))}</ul>}
    </li>
  );
  return (
    <nav aria-label="Categories" className={styles.panel}>
      <h2 className={styles.panelTitle}>Categories</h2>
      {selected.length > 0 && (
        <button type="button" className={styles.linkButton} onClick={() => onSelect([])}>
          All categories
        </button>
      )}
      <ul className={styles.categoryList}>{roots.map((c) => item(c, false))}</ul>
    </nav>
  );
}
