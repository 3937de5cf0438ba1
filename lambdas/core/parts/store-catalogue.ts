import type { Category, Parameter, Part } from '#contracts/parts.ts';
import { writeImportedParts } from '../db/catalogue-writes.ts';
import { mergeImportedPart } from './import/merge-imported-part.ts';
import { putCategories, putParameters } from '../db/parts.ts';
import { importParts, type CatalogueInput, type ImportProgress, type ImportSummary, type RejectedRow } from './import/import-parts.ts';

// Streams a supplier catalogue CSV into the table. Parts are written in
// batches while the next batch is read (one batch in flight), categories and
// parameters before the parts that use them. Ids are stable (derived from the
// supplier code), so importing the same file again updates, never duplicates;
// an update keeps the part's labels, and manually entered parts are never
// written (db/catalogue-writes.ts).

export type StoreCatalogueOptions = {
  onProgress?: (progress: ImportProgress) => void;
  onReject?: (rejection: RejectedRow) => void;
  /** Parts per flush (default 1000); each flush is BatchWriteItem calls of 25, several at once. */
  batchSize?: number;
};

export type StoredCatalogueSummary = ImportSummary & {
  /** Parts of the file that matched a manually entered part and were left as they were. */
  manualEntryKept: number;
  /** Parts already stored exactly as the file has them (not written again). */
  unchanged: number;
};

export async function storeCatalogue(input: CatalogueInput, options: StoreCatalogueOptions = {}): Promise<StoredCatalogueSummary> {
  const batchSize = options.batchSize ?? 1000;
  let parts: Part[] = [];
  let categories: Category[] = [];
  let parameters: Parameter[] = [];
  let inFlight: Promise<void> = Promise.resolve();
  let manualEntryKept = 0;
  let unchanged = 0;

  const flush = async () => {
    await inFlight;
    const batch = { parts, categories, parameters };
    parts = [];
    categories = [];
    parameters = [];
    inFlight = (async () => {
      await Promise.all([putCategories(batch.categories), putParameters(batch.parameters)]);
      const outcome = await writeImportedParts(batch.parts, mergeImportedPart, 4);
      manualEntryKept += outcome.manualEntryKept;
      unchanged += outcome.unchanged;
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
  return { ...summary, manualEntryKept, unchanged };
}
