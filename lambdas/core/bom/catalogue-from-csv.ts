import type { Category, Parameter, Part } from '#contracts/parts.ts';
import { readCatalogue } from '../parts/import/import-parts.ts';
import type { CatalogueInput } from '../parts/import/import-parts.ts';
import { buildIndex } from '../parts/search/index.ts';
import type { CatalogueIndex } from '../parts/search/index.ts';

// A catalogue CSV (jlcparts or the KiCad-library `parts.csv`) read with the
// importer's own row parsing straight into a search index in memory: what
// the board-check command matches BOMs against, with no database.

export async function catalogueIndexFromCsv(input: CatalogueInput): Promise<{ index: CatalogueIndex; parts: Part[]; rejected: number }> {
  const parts: Part[] = [];
  const categories: Category[] = [];
  const parameters: Parameter[] = [];
  let rejected = 0;
  for await (const event of readCatalogue(input)) {
    if (event.kind === 'part') parts.push(event.part);
    else if (event.kind === 'category') categories.push(event.category);
    else if (event.kind === 'parameter') parameters.push(event.parameter);
    else if (event.kind === 'reject') rejected++;
  }
  return { index: buildIndex(parts, categories, parameters), parts, rejected };
}
