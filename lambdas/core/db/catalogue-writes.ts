import { MANUAL_ENTRY, type LabeledCharacter, type Part } from '#contracts/parts.ts';
import { isConditionalFailure } from './conditional-failure.ts';
import { decodeLabels, putParts, toStoredPart } from './parts.ts';
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
export type StoredLabelling = {
  source: string;
  value_text: string;
  labeled_value_text: LabeledCharacter[];
  labeled: boolean;
};

export type ImportDecision = { write: true; part: Part } | { write: false; reason: 'manual_entry' };
export type ImportMerge = (imported: Part, stored: StoredLabelling) => ImportDecision;

type Seen = { raw: StoredLabelling; labelsText: string | undefined; labeled: boolean | undefined; stored: Record<string, unknown> };

const ATTEMPTS = 5;

async function readLabelling(ids: readonly string[]): Promise<Map<string, Seen>> {
  const seen = new Map<string, Seen>();
  if (ids.length === 0) return seen;
  const { data, unprocessed } = await db()
    .entities.part.get(ids.map((id) => ({ id })))
    .go();
  for (const item of data) {
    seen.set(item.id, {
      raw: {
        source: item.source,
        value_text: item.value_text ?? '',
        labeled_value_text: decodeLabels(item.labeled_value_text),
        labeled: item.labeled ?? false,
      },
      labelsText: item.labeled_value_text,
      labeled: item.labeled,
      stored: item as Record<string, unknown>,
    });
  }
  if (unprocessed.length > 0) for (const [id, s] of await readLabelling(unprocessed.map((k) => (k as { id: string }).id))) seen.set(id, s);
  return seen;
}

/** Whether writing `part` would leave the stored item as it is (the write stamp aside). */
function unchanged(part: Part, stored: Record<string, unknown>): boolean {
  const next = toStoredPart(part) as Record<string, unknown>;
  return Object.keys(next).every(
    (key) => key === 'updatedAt' || next[key] === stored[key] || (next[key] === undefined && stored[key] === undefined),
  );
}

/** Writes one already-stored part, unless its labels or source changed since `seen` was read. */
async function putOverSeen(part: Part, seen: Seen): Promise<boolean> {
  try {
    await db()
      .entities.part.put(toStoredPart(part))
      .where(({ source, labeled_value_text, labeled }, { eq, ne, notExists }) =>
        [
          ne(source, MANUAL_ENTRY as string),
          seen.labelsText === undefined ? notExists(labeled_value_text) : eq(labeled_value_text, seen.labelsText),
          seen.labeled === undefined ? notExists(labeled) : eq(labeled, seen.labeled),
        ].join(' AND '),
      )
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export type ImportedPartsOutcome = { written: number; unchanged: number; manualEntryKept: number };

export async function writeImportedParts(parts: readonly Part[], merge: ImportMerge, concurrency = 4): Promise<ImportedPartsOutcome> {
  const outcome: ImportedPartsOutcome = { written: 0, unchanged: 0, manualEntryKept: 0 };
  let pending = [...parts];
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= ATTEMPTS) throw new Error(`${pending.length} parts kept changing while the import wrote them`);
    const seen = await readLabelling(pending.map((p) => p.id));
    const fresh = pending.filter((p) => !seen.has(p.id));
    await putParts(fresh, concurrency);
    outcome.written += fresh.length;

    const stored = pending.filter((p) => seen.has(p.id));
    const retry: Part[] = [];
    let next = 0;
    const worker = async () => {
      while (next < stored.length) {
        const imported = stored[next++]!;
        const s = seen.get(imported.id)!;
        const decision = merge(imported, s.raw);
        if (!decision.write) {
          outcome.manualEntryKept++;
          continue;
        }
        if (unchanged(decision.part, s.stored)) {
          outcome.unchanged++;
          continue;
        }
        if (await putOverSeen(decision.part, s)) outcome.written++;
        else retry.push(imported);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    pending = retry;
  }
  return outcome;
}
