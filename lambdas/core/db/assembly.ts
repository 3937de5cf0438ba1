import type { BomState } from '#contracts/schemas/boards.ts';
import {
  StoredBomFieldsSchema,
  StoredElementSchema,
  StoredLineSchema,
  type StoredBomFields,
  type StoredElement,
  type StoredLine,
} from '#contracts/schemas/stored-assembly.ts';
import { ConflictError, conflictOnFailure } from './conditional-failure.ts';
import { db } from './service.ts';

// A board's assembly in the one table: the BoardBom record, one BomLine item
// per line and one BoardElement item per designator, all in the board's
// partition. Every change is guarded by the board's `bomVersion`: a whole
// recomputation claims the board (CHECKING, version + 1) on the version it
// read, writes, then settles on the version it claimed; a row change writes
// the row and the board in one transaction on the version it read. A writer
// that lost the race gets ConflictError (→ 409, the client re-applies).

/** The BOM record: the board's id and its JSON fields, parsed on read (contracts/schemas/stored-assembly.ts). */
export type BoardBomRecord = { boardId: string } & StoredBomFields;

export type StoredAssembly = { bom: BoardBomRecord | null; lines: StoredLine[]; elements: StoredElement[] };

const CHANGED = 'The board’s assembly changed meanwhile';
const conditional = <T>(write: () => Promise<T>): Promise<T> => conflictOnFailure(write, CHANGED);

/**
 * The guard of every assembly write, from the pieces ElectroDB renders:
 * `bomVersion = expected` (a board written before versions existed counts as
 * 0), and no live check running (not CHECKING, or CHECKING since before
 * `staleBefore`: that check died).
 */
function guard(
  expected: number,
  condition: { versionMissing: string; versionEquals: string; notChecking: string; checkingSince: string },
): string {
  const version = expected === 0 ? `(${condition.versionMissing} OR ${condition.versionEquals})` : condition.versionEquals;
  return `${version} AND (${condition.notChecking} OR ${condition.checkingSince})`;
}

export async function getAssemblyOfBoard(boardId: string): Promise<StoredAssembly> {
  const [bom, lines, elements] = await Promise.all([
    db().entities.boardBom.get({ boardId }).go(),
    db().entities.bomLine.query.byBoard({ boardId }).go({ pages: 'all' }),
    db().entities.boardElement.query.byBoard({ boardId }).go({ pages: 'all' }),
  ]);
  return {
    bom: bom.data ? { boardId, ...StoredBomFieldsSchema.parse(bom.data) } : null,
    lines: lines.data.map((l) => StoredLineSchema.parse(l)).sort((x, y) => x.row - y.row),
    elements: elements.data.map((e) => StoredElementSchema.parse({ ...e, overrides: e.overrides ?? {}, pads: e.pads ?? [] })),
  };
}

/**
 * Claims the board for a recomputation: CHECKING, version + 1 and, when
 * given, the new quantity, only on `expected` and while no live check runs.
 * Returns the claimed version.
 */
export async function claimAssemblyCheck(boardId: string, expected: number, staleBefore: string, quantity?: number): Promise<number> {
  return conditional(async () => {
    const patch = db()
      .entities.board.patch({ boardId })
      .set({ bomState: 'CHECKING', bomCheckingSince: new Date().toISOString(), ...(quantity === undefined ? {} : { quantity }) })
      .add({ bomVersion: 1 })
      .where((attributes, op) =>
        guard(expected, {
          versionMissing: op.notExists(attributes.bomVersion),
          versionEquals: op.eq(attributes.bomVersion, expected),
          notChecking: op.ne(attributes.bomState, 'CHECKING'),
          checkingSince: op.lt(attributes.bomCheckingSince, staleBefore),
        }),
      );
    const { data } = await patch.go({ response: 'all_new' });
    return data.bomVersion ?? expected + 1;
  });
}

/** Stores a recomputed assembly (while the board is claimed) and drops the lines and rows that are gone. */
export async function writeAssembly(
  boardId: string,
  next: { bom: BoardBomRecord; lines: StoredLine[]; elements: StoredElement[] },
  before: StoredAssembly,
): Promise<void> {
  const entities = db().entities;
  await entities.boardBom.put({ ...next.bom, boardId }).go();
  const rows = new Set(next.lines.map((l) => l.row));
  const ids = new Set(next.elements.map((e) => e.elementId));
  const goneLines = before.lines.filter((l) => !rows.has(l.row)).map((l) => ({ boardId, row: l.row }));
  const goneElements = before.elements.filter((e) => !ids.has(e.elementId)).map((e) => ({ boardId, elementId: e.elementId }));
  const writes: Promise<{ unprocessed: unknown[] }>[] = [];
  if (next.lines.length) writes.push(entities.bomLine.put(next.lines.map((l) => ({ ...l, boardId }))).go());
  if (next.elements.length) writes.push(entities.boardElement.put(next.elements.map((e) => ({ ...e, boardId }))).go());
  if (goneLines.length) writes.push(entities.bomLine.delete(goneLines).go());
  if (goneElements.length) writes.push(entities.boardElement.delete(goneElements).go());
  for (const result of await Promise.all(writes)) {
    if (result.unprocessed.length > 0) throw new Error(`${result.unprocessed.length} assembly items were left unprocessed`);
  }
}

/** Ends a recomputation with the settled state, on the version it claimed. Returns the new version. */
export async function settleAssemblyCheck(
  boardId: string,
  claimed: number,
  bomState: Extract<BomState, 'NEEDS_ATTENTION' | 'COMPLETE'>,
): Promise<number> {
  return conditional(async () => {
    const { data } = await db()
      .entities.board.patch({ boardId })
      .set({ bomState })
      .add({ bomVersion: 1 })
      .remove(['bomCheckingSince'])
      .where((a, op) => `${op.eq(a.bomVersion, claimed)} AND ${op.eq(a.bomState, 'CHECKING')}`)
      .go({ response: 'all_new' });
    return data.bomVersion ?? claimed + 1;
  });
}

/** A new quantity on a board with nothing to recompute. Returns the new version. */
export async function setQuantityOnly(boardId: string, expected: number, quantity: number, staleBefore: string): Promise<number> {
  return conditional(async () => {
    const { data } = await db()
      .entities.board.patch({ boardId })
      .set({ quantity })
      .add({ bomVersion: 1 })
      .where((attributes, op) =>
        guard(expected, {
          versionMissing: op.notExists(attributes.bomVersion),
          versionEquals: op.eq(attributes.bomVersion, expected),
          notChecking: op.ne(attributes.bomState, 'CHECKING'),
          checkingSince: op.lt(attributes.bomCheckingSince, staleBefore),
        }),
      )
      .go({ response: 'all_new' });
    return data.bomVersion ?? expected + 1;
  });
}

/** One row changed by the customer, with the board's new BOM state, in one transaction on `expected`. Returns the new version. */
export async function saveElementChange(
  boardId: string,
  expected: number,
  element: StoredElement,
  bomState: BomState,
  staleBefore: string,
): Promise<number> {
  const result = await db()
    .transaction.write(({ board, boardElement }) => [
      boardElement
        .patch({ boardId, elementId: element.elementId })
        .set({ element: element.element, overrides: element.overrides })
        .commit(),
      board
        .patch({ boardId })
        .set({ bomState })
        .add({ bomVersion: 1 })
        .where((attributes, op) =>
          guard(expected, {
            versionMissing: op.notExists(attributes.bomVersion),
            versionEquals: op.eq(attributes.bomVersion, expected),
            notChecking: op.ne(attributes.bomState, 'CHECKING'),
            checkingSince: op.lt(attributes.bomCheckingSince, staleBefore),
          }),
        )
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError(CHANGED);
  return expected + 1;
}

/** Items a BOM-record page examines at most (one Scan request: at most this many items or 1 MB, whichever comes first). */
export const BOM_PAGE_ITEMS = 1000;

/**
 * One page of a scan for BOM records across all boards (the backfill of kept
 * inputs walks them all); `cursor` null starts, a null cursor back ends.
 * A page may hold no record: it covers a stretch of the table, not a count.
 */
export async function scanBoardBoms(cursor: string | null): Promise<{ records: BoardBomRecord[]; cursor: string | null }> {
  const page = await db().entities.boardBom.scan.go({ cursor, limit: BOM_PAGE_ITEMS });
  return {
    records: page.data.map((bom) => ({ boardId: bom.boardId, ...StoredBomFieldsSchema.parse(bom) })),
    cursor: page.cursor,
  };
}
