import type { EntityItem } from 'electrodb';
import type { BoardFinding, BoardLifecycle, BoardProcessing } from '#contracts/schemas/boards.ts';
import { StoredBoardFieldsSchema } from '#contracts/schemas/stored-board.ts';
import { ConflictError, conflictOnFailure, failedItsCondition, isConditionalFailure } from './conditional-failure.ts';
import { dailyCountItem, type DailyAllowance } from './daily-counts.ts';
import type { BoardEntity } from './entities/board.ts';
import { db } from './service.ts';

type StoredBoard = EntityItem<typeof BoardEntity>;

/** A board as its readers see it: its JSON attributes parsed (contracts/schemas/stored-board.ts). */
export type BoardRecord = StoredBoard;

/** A board item with its processed report checked against the stored shapes. */
function toBoardRecord(item: StoredBoard): BoardRecord {
  const { metrics, findings, optionFindings, components, notes, viewBox, layers, acceptedOutline } = item;
  const parsed = StoredBoardFieldsSchema.parse({ metrics, findings, optionFindings, components, notes, viewBox, layers, acceptedOutline });
  return { ...item, ...parsed };
}

export type NewBoard = Pick<BoardRecord, 'boardId' | 'userId' | 'fileName' | 'cadSource' | 'uploadKey' | 'uploadBytes' | 'createdAt'>;

export type ProcessedBoard = Required<
  Pick<BoardRecord, 'capabilitiesVersion' | 'metrics' | 'findings' | 'components' | 'notes' | 'viewBox' | 'viewBoxUnitsPerMm' | 'layers'>
> &
  Pick<
    BoardRecord,
    'optionFindings' | 'revisionDiffKey' | 'revisionDiffReason' | 'options' | 'quantity' | 'carryOver' | 'revisionPartsKey'
  > &
  Partial<Pick<BoardRecord, 'bomState'>>;

const conditional = <T>(write: () => Promise<T>): Promise<T> => conflictOnFailure(write, 'The board changed meanwhile');

export async function createBoard(board: NewBoard): Promise<BoardRecord> {
  const { data } = await db()
    .entities.board.create({ ...board, lifecycle: 'Created', processing: 'Unprocessed', attempts: 0, bomState: 'NONE' })
    .go();
  return toBoardRecord(data);
}

/** A board with its revision fields: the next revision of `previousBoardId`. */
export type NewRevision = NewBoard & Required<Pick<BoardRecord, 'revision' | 'previousBoardId'>>;

/**
 * Creates the next revision, names it on the previous board and counts it in
 * the owner's day (`allowance`), in one transaction, only while the previous
 * board has no next revision yet: two uploads racing from the same revision
 * make one revision, the other gets ConflictError and is not counted
 * (docs/revisions.md#revisions-of-a-board). False when the owner's day already
 * holds its limit: nothing is written.
 */
export async function createRevisionUnlessOverLimit(board: NewRevision, allowance: DailyAllowance): Promise<boolean> {
  const item = { ...board, lifecycle: 'Created', processing: 'Unprocessed', attempts: 0, bomState: 'NONE' } as const;
  const result = await db()
    .transaction.write((entities) => [
      entities.board
        .patch({ boardId: board.previousBoardId })
        .set({ nextBoardId: board.boardId })
        .where((a, op) => `${op.exists(a.boardId)} AND ${op.notExists(a.nextBoardId)}`)
        .commit(),
      entities.board.create(item).commit(),
      dailyCountItem(entities, allowance),
    ])
    .go();
  if (!result.canceled) return true;
  if (failedItsCondition(result.data[2]) && !failedItsCondition(result.data[0])) return false;
  throw new ConflictError('The board has a newer revision');
}

/**
 * Hands a guest's board to an account (docs/access.md#claiming-guest-boards): only while it is
 * still the guest's, so a board claimed once is never moved again (ConflictError otherwise).
 */
export async function moveBoardToOwner(board: Pick<BoardRecord, 'boardId' | 'createdAt'>, fromUserId: string, toUserId: string) {
  await conditional(() =>
    db()
      .entities.board.patch({ boardId: board.boardId })
      // createdAt (read-only, unchanged) completes the owner index's sort key, which ElectroDB writes with the new owner.
      .set({ userId: toUserId })
      .composite({ createdAt: board.createdAt })
      .where(({ userId }, op) => op.eq(userId, fromUserId))
      .go(),
  );
}

/** `consistent`: after a lost race, the board as the winner left it. */
export async function getBoard(boardId: string, consistent = false): Promise<BoardRecord | null> {
  const { data } = await db().entities.board.get({ boardId }).go({ consistent });
  return data ? toBoardRecord(data) : null;
}

/** A customer's boards, newest first. */
export async function listBoardsForUser(userId: string, limit = 100): Promise<BoardRecord[]> {
  const { data } = await db().entities.board.query.byOwner({ userId }).go({ order: 'desc', limit });
  return data.map(toBoardRecord);
}

/** Every customer's boards, newest first, a page at a time (the engineers' list). */
export async function listRecentBoards(
  limit: number,
  cursor: string | null,
  processing?: BoardProcessing,
): Promise<{ boards: BoardRecord[]; cursor: string | null }> {
  const query = db().entities.board.query.recent({});
  const filtered = processing ? query.where((a, op) => op.eq(a.processing, processing)) : query;
  const { data, cursor: next } = await filtered.go({ order: 'desc', limit, cursor });
  return { boards: data.map(toBoardRecord), cursor: next ?? null };
}

/** Boards created in [from, to), oldest first, a page at a time (the guest board sweep; docs/access.md#expiry-of-guest-boards). */
export async function listRecentBoardsBetween(
  from: string,
  to: string,
  limit: number,
  cursor: string | null,
): Promise<{ boards: BoardRecord[]; cursor: string | null }> {
  const { data, cursor: next } = await db()
    .entities.board.query.recent({})
    .between({ createdAt: from }, { createdAt: to })
    .go({ order: 'asc', limit, cursor });
  return { boards: data.map(toBoardRecord), cursor: next ?? null };
}

/**
 * Moves the board to Processing and counts the attempt, only from one of
 * `from` (the states the processing table allows into Processing).
 * Throws ConflictError when the board is in any other state.
 */
export async function claimBoardForProcessing(boardId: string, from: readonly BoardProcessing[]): Promise<BoardRecord> {
  return conditional(async () => {
    const { data } = await db()
      .entities.board.patch({ boardId })
      .set({ processing: 'Processing' })
      .add({ attempts: 1 })
      .where((a, op) => from.map((s) => op.eq(a.processing, s)).join(' OR '))
      .go({ response: 'all_new' });
    return toBoardRecord(data);
  });
}

/**
 * Moves each of `boardIds` (boards of `userId`) from `from` to `to`, one
 * conditional write per board (any number of boards): a board no longer in
 * `from`, or written after `unchangedSince` (moved on since, e.g. ordered
 * again), is left alone. Returns the boards that moved.
 */
export async function moveBoardsLifecycle(
  userId: string,
  boardIds: readonly string[],
  from: BoardLifecycle,
  to: BoardLifecycle,
  unchangedSince: string,
): Promise<string[]> {
  const moved: string[] = [];
  for (const boardId of boardIds) {
    try {
      await db()
        .entities.board.patch({ boardId })
        .set({ lifecycle: to })
        .where((a, op) => `${op.eq(a.userId, userId)} AND ${op.eq(a.lifecycle, from)} AND ${op.lte(a.updatedAt, unchangedSince)}`)
        .go();
      moved.push(boardId);
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  return moved;
}

/** Writes a final processing state, only while the board is in one of `from`. */
export async function finishProcessing(
  boardId: string,
  result: { processing: 'Complete'; processed: ProcessedBoard } | { processing: 'Cannot process'; reason: string },
  from: readonly BoardProcessing[],
): Promise<void> {
  const processedAt = new Date().toISOString();
  await conditional(() => {
    const patch = db().entities.board.patch({ boardId });
    const set =
      result.processing === 'Complete'
        ? patch.set({ processing: 'Complete', processedAt, ...result.processed })
        : patch.set({ processing: 'Cannot process', processingReason: result.reason, processedAt });
    return set.where((a, op) => from.map((s) => op.eq(a.processing, s)).join(' OR ')).go();
  });
}

/** Replaces the findings list if the board was not written since `seenUpdatedAt`. */
export async function replaceFindings(boardId: string, findings: BoardFinding[], seenUpdatedAt: string): Promise<BoardRecord> {
  return conditional(async () => {
    const { data } = await db()
      .entities.board.patch({ boardId })
      .set({ findings })
      .where((a, op) => op.eq(a.updatedAt, seenUpdatedAt))
      .go({ response: 'all_new' });
    return toBoardRecord(data);
  });
}

/**
 * Stores the outline the owner accepted and sends the board back to
 * Unprocessed for processing to check it again with that outline
 * (docs/board-checks.md#outline-fix), only while the board is as the owner
 * saw it: unchanged since `seenUpdatedAt`, Complete, with no outline accepted
 * yet. ConflictError otherwise.
 */
export async function acceptOutline(
  boardId: string,
  acceptedOutline: NonNullable<BoardRecord['acceptedOutline']>,
  seenUpdatedAt: string,
): Promise<BoardRecord> {
  return conditional(async () => {
    const { data } = await db()
      .entities.board.patch({ boardId })
      .set({ acceptedOutline, processing: 'Unprocessed', attempts: 0 })
      .where(
        (a, op) => `${op.eq(a.updatedAt, seenUpdatedAt)} AND ${op.eq(a.processing, 'Complete')} AND ${op.notExists(a.acceptedOutline)}`,
      )
      .go({ response: 'all_new' });
    return toBoardRecord(data);
  });
}
