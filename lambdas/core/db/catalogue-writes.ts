import { MANUAL_ENTRY, type Part } from '#contracts/parts.ts';
import pLimit from 'p-limit';
import { ConflictError, conflictOnFailure, wonRace } from './conditional-failure.ts';
import { batchGetParts, decodeLabels, putParts, toStoredPart, type PartItem, type StoredPart } from './parts.ts';
import { withRetries } from './retry.ts';
import { unitsHeld } from './stock-reservations.ts';
import { db } from './service.ts';

// Catalogue imports into a table that may already hold the same parts. New
// parts go in with BatchWriteItem (the fast path of a first import). A part
// already stored and unchanged by the import is not written at all (a
// re-import of the same file writes nothing). A changed one is written by a
// conditional PutItem, conditioned on the
// labelling state read just before: a label saved in between fails the
// condition, the part is read again and merged again, so nothing a person
// did is overwritten. Held stock is respected as the stock feed respects it:
// the free figure is stored and the holders kept, conditioned on both as read
// (docs/parts.md#re-importing-over-held-stock). What a re-import may change is
// the catalogue's rule (parts/import/merge-imported-part.ts), passed in as `merge`.

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

/** Whether writing `next` would leave the stored item as it is (the write stamp and the holders, kept as they are, aside). */
function unchanged(next: StoredPart, stored: PartItem): boolean {
  const before = new Map<string, unknown>(Object.entries(stored));
  return Object.entries(next).every(([key, value]) => key === 'updatedAt' || key === 'heldBy' || value === before.get(key));
}

/**
 * The part as it is to be stored over `seen`: while orders hold some of it, their holders stay and the stock stored is
 * the free figure, the catalogue's less the units held (as the stock feed stores it, stock-feed-writes.ts).
 */
async function overHolds(part: Part, seen: PartItem): Promise<StoredPart> {
  const heldBy = seen.heldBy ?? [];
  if (heldBy.length === 0) return toStoredPart(part);
  const free = Math.max(0, part.stock - (await unitsHeld(part.id, heldBy)));
  return { ...toStoredPart({ ...part, stock: free }), heldBy };
}

/**
 * Writes one already-stored part, unless its labels, source, stock or holders changed since `seen` was read
 * (ConflictError): a hold or release in between is never overwritten.
 */
async function putOverSeen(stored: StoredPart, seen: PartItem): Promise<void> {
  const heldBy = seen.heldBy ?? [];
  await conflictOnFailure(() =>
    db()
      .entities.part.put(stored)
      .where((item, { eq, ne, notExists, contains }) =>
        [
          ne(item.source, MANUAL_ENTRY as string),
          seen.labeled_value_text === undefined ? notExists(item.labeled_value_text) : eq(item.labeled_value_text, seen.labeled_value_text),
          seen.labeled === undefined ? notExists(item.labeled) : eq(item.labeled, seen.labeled),
          eq(item.stock, seen.stock),
          ...(heldBy.length === 0 ? [notExists(item.heldBy)] : heldBy.map((orderId) => contains(item.heldBy, orderId))),
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
            if (!decision.write) {
              outcome.manualEntryKept++;
              return;
            }
            const stored = await overHolds(decision.part, item);
            if (unchanged(stored, item)) outcome.unchanged++;
            else if (await wonRace(putOverSeen(stored, item))) outcome.written++;
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
