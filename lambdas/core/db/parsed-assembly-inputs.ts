import { db } from './service.ts';

// Assembly files as read once (lambdas/core/assembly/parsed-inputs.ts makes
// and reads the bytes): split into parts well under DynamoDB's 400 KB item
// limit, so a board with thousands of placements still fits. Inputs are
// written once per file id (a file's content never changes under its id);
// a rewrite with fewer parts leaves the old tail, which readers ignore.

/** Base64 characters per item: 300 kB leaves room for the keys under the 400 KB limit. */
export const PART_CHARS = 300_000;

export async function putParsedAssemblyInput(boardId: string, input: string, bytes: Uint8Array): Promise<void> {
  const base64 = Buffer.from(bytes).toString('base64');
  const parts = Math.max(1, Math.ceil(base64.length / PART_CHARS));
  const items = Array.from({ length: parts }, (_, part) => ({
    boardId,
    input,
    part,
    parts,
    data: base64.slice(part * PART_CHARS, (part + 1) * PART_CHARS),
  }));
  const { unprocessed } = await db().entities.parsedAssemblyInput.put(items).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} parts of ${input} were left unprocessed`);
}

/** The bytes put for `input`, or null when none were (or a part is missing). */
export async function getParsedAssemblyInput(boardId: string, input: string): Promise<Uint8Array | null> {
  const { data } = await db().entities.parsedAssemblyInput.query.byBoard({ boardId, input }).go({ pages: 'all' });
  const mine = data.filter((item) => item.input === input).sort((a, b) => a.part - b.part);
  const parts = mine[0]?.parts;
  if (parts === undefined || mine.length < parts || mine.slice(0, parts).some((item, i) => item.part !== i || item.parts !== parts))
    return null;
  const bytes = Buffer.from(
    mine
      .slice(0, parts)
      .map((item) => item.data)
      .join(''),
    'base64',
  );
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The inputs kept whole for the board (every part present), read without their data. */
export async function keptInputIds(boardId: string): Promise<Set<string>> {
  const { data } = await db()
    .entities.parsedAssemblyInput.query.byBoard({ boardId })
    .go({ pages: 'all', attributes: ['input', 'part', 'parts'] });
  const seen = new Map<string, { parts: number; found: Set<number> }>();
  for (const { input, part, parts } of data) {
    const entry = seen.get(input) ?? { parts, found: new Set<number>() };
    if (entry.parts === parts) entry.found.add(part);
    seen.set(input, entry);
  }
  return new Set(
    [...seen]
      .filter(([, { parts, found }]) => Array.from({ length: parts }, (_, i) => found.has(i)).every(Boolean))
      .map(([input]) => input),
  );
}
