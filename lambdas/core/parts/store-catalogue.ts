import type { Category, Parameter, Part } from '../../../contracts/parts.ts';
import { putCategories, putParameters, putParts } from '../db/parts.ts';
import { importParts, type CatalogueInput, type ImportProgress, type ImportSummary, type RejectedRow } from './import/import-parts.ts';

// Streams a supplier catalogue CSV into the table. Parts are written in
// batches while the next batch is read (one batch in flight), categories and
// parameters before the parts that use them. Ids are stable (derived from the
// supplier code), so importing the same file again updates, never duplicates.

export type StoreCatalogueOptions = {
  onProgress?: (progress: ImportProgress) => void;
  onReject?: (rejection: RejectedRow) => void;
  /** Parts per flush (default 1000); each flush is BatchWriteItem calls of 25, several at once. */
  batchSize?: number;
};

export async function storeCatalogue(input: CatalogueInput, options: StoreCatalogueOptions = {}): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 1000;
  let parts: Part[] = [];
  let categories: Category[] = [];
  let parameters: Parameter[] = [];
  let inFlight: Promise<void> = Promise.resolve();

  const flush = async () => {
    await inFlight;
    const batch = { parts, categories, parameters };
    parts = [];
    categories = [];
    parameters = [];
    inFlight = (async () => {
      await Promise.all([putCategories(batch.categories), putParameters(batch.parameters)]);
      await putParts(batch.parts, 4);
    })();
    // Surface a failure at the next flush rather than as an unhandled rejection.
    inFlight.catch(() => undefined);
  };

  const summary = await importParts(input, {
    onCategory: (category) => {
      categories.push(category);
    },
    onParameter: (parameter) => {
      parameters.push(parameter);
    },
    onPart: async (part) => {
      parts.push(part);
      if (parts.length >= batchSize) await flush();
    },
    onReject: options.onReject,
    onProgress: options.onProgress,
  });
  await flush();
  await inFlight;
  return summary;
}
