import type { Category, Parameter } from '#contracts/parts.ts';
import { categoryIdForPath } from '../catalogue-ids.ts';
import { describeParameter, parameterIdForName } from '../parameters.ts';

// Categories and parameters are discovered while rows stream past; the
// registry hands each out once, with ids that do not depend on row order.

export class CatalogueRegistry {
  readonly categories = new Map<string, Category>();
  readonly parameters = new Map<string, Parameter>();
  private readonly newCategories: Category[] = [];
  private readonly newParameters: Parameter[] = [];

  /** The leaf category id for a path like `['Capacitors', 'MLCC']`, creating the missing levels. */
  categoryFor(path: readonly string[]): string {
    const names = path.map((name) => name.trim()).filter((name) => name !== '');
    if (names.length === 0) names.push('Other');
    let parentId: string | null = null;
    for (let depth = 1; depth <= names.length; depth++) {
      const id = categoryIdForPath(names.slice(0, depth));
      if (!this.categories.has(id)) {
        const category: Category = { id, name: names[depth - 1] ?? 'Other', parent_id: parentId };
        this.categories.set(id, category);
        this.newCategories.push(category);
      }
      parentId = id;
    }
    return parentId ?? categoryIdForPath(['Other']);
  }

  /** The parameter id for a supplier's name, or undefined when that name is not a parameter. */
  parameterFor(name: string, sampleUnit?: string): string | undefined {
    const id = parameterIdForName(name);
    if (id === undefined) return undefined;
    if (!this.parameters.has(id)) {
      const parameter = describeParameter(id, name, sampleUnit);
      this.parameters.set(id, parameter);
      this.newParameters.push(parameter);
    }
    return id;
  }

  /** Categories and parameters first seen since the last call. */
  drainDiscoveries(): { categories: Category[]; parameters: Parameter[] } {
    return { categories: this.newCategories.splice(0), parameters: this.newParameters.splice(0) };
  }
}
