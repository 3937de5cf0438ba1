import { MANUAL_ENTRY, type Part } from '#contracts/parts.ts';
import pLimit from 'p-limit';
import { ConflictError, conflictOnFailure, wonRace } from './conditional-failure.ts';
import { batchGetParts, decodeLabels, putParts, toStoredPart, type PartItem } from './parts.ts';
import { withRetries } from './retry.ts';
import { db } from './service.ts';

// Catalogue imports into a table that may already hold the same parts. New
// parts go in with BatchWriteItem (the fast path of a first import). A part
// already stored and unchanged by the import is not written at all (a
// re-import of the same file writes nothing). A changed one is written by a
// conditional PutItem, conditioned on the
// labelling state read just before: a label saved in between fails the
// condition, the part is read again and merged again, so nothing a person
// did is overwritten. What a re-import may change is the catalogue's rule
// (parts/import/merge-imported-part.ts), passed in as `merge`.

/** The stored fields a re-import must respect. */
export type StoredLabelling = Pick<Part, 'source' | 'value_text' | 'labeled_value_text' | 'labeled'>;

export type ImportDecision = { write: true; part: Part } | { write: false; reason: 'manual_entry' };
export type ImportMerge = (imported: Part, stored: StoredLabelling) => ImportDecision;

const ATTEMPTS = 5;

function labellingOf(item: PartItem): StoredLabelling {
  return {
    source: item.source,
    value_text: item.value_text ?? '',
    labeled_value_text: decodeLabels(item.labeled_value_text),
    labeled: item.labeled ?? false,
  };
}

/** Whether writing `part` would leave the stored item as it is (the write stamp aside). */
function unchanged(part: Part, stored: PartItem): boolean {
  const before = new Map<string, unknown>(Object.entries(stored));
  return Object.entries(toStoredPart(part)).every(([key, value]) => key === 'updatedAt' || value === before.get(key));
}

/** Writes one already-stored part, unless its labels or source changed since `seen` was read (ConflictError). */
async function putOverSeen(part: Part, seen: PartItem): Promise<void> {
  await conflictOnFailure(() =>
    db()
      .entities.part.put(toStoredPart(part))
      .where(({ source, labeled_value_text, labeled }, { eq, ne, notExists }) =>
        [
          ne(source, MANUAL_ENTRY as string),
          seen.labeled_value_text === undefined ? notExists(labeled_value_text) : eq(labeled_value_text, seen.labeled_value_text),
          seen.labeled === undefined ? notExists(labeled) : eq(labeled, seen.labeled),
        ].join(' AND '),
      )
      .go({ response: 'none' }),
  );
}

export type ImportedPartsOutcome = { written: number; unchanged: number; manualEntryKept: number };

/** A part whose labels or source changed under it is read and merged again; ConflictError when some kept changing through every attempt. */
export async function writeImportedParts(parts: readonly Part[], merge: ImportMerge, concurrency = 4): Promise<ImportedPartsOutcome> {
  const outcome: ImportedPartsOutcome = { written: 0, unchanged: 0, manualEntryKept: 0 };
  if (parts.length === 0) return outcome;
  const limit = pLimit(Math.max(1, concurrency));
  let pending: readonly Part[] = parts;
  await withRetries(
    async () => {
      const seen = await batchGetParts(pending.map((p) => p.id));
      const fresh = pending.filter((p) => !seen.has(p.id));
      await putParts(fresh, concurrency);
      outcome.written += fresh.length;

      const stored = pending.filter((p) => seen.has(p.id));
      const retry: Part[] = [];
      await Promise.all(
        stored.map((imported) =>
          limit(async () => {
            const item = seen.get(imported.id)!;
            const decision = merge(imported, labellingOf(item));
            if (!decision.write) outcome.manualEntryKept++;
            else if (unchanged(decision.part, item)) outcome.unchanged++;
            else if (await wonRace(putOverSeen(decision.part, item))) outcome.written++;
            else retry.push(imported);
          }),
        ),
      );
      pending = retry;
      if (pending.length > 0) throw new ConflictError(`${pending.length} parts kept changing while the import wrote them`);
    },
    { attempts: ATTEMPTS },
  );
  return outcome;
}
