import { getAssemblyOfBoard } from './assembly.ts';
import { type BoardRecord, getBoard } from './boards.ts';
import { isConditionalFailure } from './conditional-failure.ts';
import { db } from './service.ts';

// A fresh, orderable copy of a board: the same processed report, files,
// options, quantity and assembly, under a new id
// (docs/revisions.md#ordering-a-revision-again). The stored files (upload,
// renders) are never rewritten or deleted, so the copy names the same objects.

/** What the copy does not take over: its own id, links, lifecycle and bookkeeping. */
function copiedFields(source: BoardRecord) {
  const {
    boardId: _boardId,
    nextBoardId: _next,
    previousBoardId: _previous,
    revisionDiffKey: _diffKey,
    revisionDiffReason: _diffReason,
    revisionPartsKey: _partsKey,
    carryOver: _carryOver,
    bomCheckingSince: _checking,
    copiedFromBoardId: _copied,
    createdAt: _created,
    updatedAt: _updated,
    lifecycle: _lifecycle,
    attempts: _attempts,
    ...kept
  } = source;
  return kept;
}

/**
 * Writes the copy `copyId` of `source`: the assembly items (BOM lines, rows,
 * assembly files as read) first, in batches
 * (BatchWrite splits them by 25; no transaction, so a BOM of any length
 * copies), then the board item, created only if absent. The board appears
 * only once its assembly is there; a retry with the same id writes the same
 * items again and answers the board the first call made.
 */
export async function copyBoard(source: BoardRecord, copyId: string, createdAt: string): Promise<BoardRecord> {
  const existing = await getBoard(copyId, true);
  if (existing) return existing;
  const entities = db().entities;
  const [{ bom, lines, elements }, parsed] = await Promise.all([
    getAssemblyOfBoard(source.boardId),
    entities.parsedAssemblyInput.query.byBoard({ boardId: source.boardId }).go({ pages: 'all' }),
  ]);
  const writes: Promise<{ unprocessed: unknown[] }>[] = [];
  // The assembly files as read once, so a change on the copy recomputes from the same rows.
  if (parsed.data.length) writes.push(entities.parsedAssemblyInput.put(parsed.data.map((p) => ({ ...p, boardId: copyId }))).go());
  if (lines.length) writes.push(entities.bomLine.put(lines.map((l) => ({ ...l, boardId: copyId }))).go());
  if (elements.length) writes.push(entities.boardElement.put(elements.map((e) => ({ ...e, boardId: copyId }))).go());
  for (const result of await Promise.all(writes)) {
    if (result.unprocessed.length > 0)
      throw new Error(`${result.unprocessed.length} assembly items of copy ${copyId} were left unprocessed`);
  }
  if (bom) await entities.boardBom.put({ ...bom, boardId: copyId }).go();
  const item = {
    ...copiedFields(source),
    boardId: copyId,
    copiedFromBoardId: source.boardId,
    createdAt,
    lifecycle: 'Created',
    attempts: 0,
  } as const;
  try {
    await entities.board.create(item).go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  const copy = await getBoard(copyId, true);
  if (!copy) throw new Error(`Copy ${copyId} missing right after its creation`);
  return copy;
}
