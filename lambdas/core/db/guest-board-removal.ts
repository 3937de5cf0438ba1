import { isConditionalFailure } from './conditional-failure.ts';
import { db } from './service.ts';

// Removing a guest's expired board and every record hung on it
// (docs/access.md#expiry-of-guest-boards). The board goes first, conditional on
// still being the guest's, so a board claimed meanwhile is never removed.

/** Items read per page while deleting; the loop goes on until none are left, so this is no limit. */
const PAGE = 100;

/** Deletes the board if it still belongs to `ownerId`; false when it does not (claimed, or already gone). */
export async function deleteBoardOfOwner(boardId: string, ownerId: string): Promise<boolean> {
  try {
    await db()
      .entities.board.delete({ boardId })
      .where(({ userId }, op) => op.eq(userId, ownerId))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Reads a page and deletes it until a read finds none. */
async function deleteAll<T>(read: () => Promise<T[]>, remove: (items: T[]) => Promise<unknown>): Promise<void> {
  for (let page = await read(); page.length > 0; page = await read()) await remove(page);
}

/** Deletes the board's BOM, BOM lines, elements and parsed assembly inputs. */
export async function deleteBoardParts(boardId: string): Promise<void> {
  const { boardBom, bomLine, boardElement, parsedAssemblyInput } = db().entities;
  await boardBom.delete({ boardId }).go();
  await deleteAll(
    async () => (await bomLine.query.byBoard({ boardId }).go({ limit: PAGE })).data,
    (items) => bomLine.delete(items).go(),
  );
  await deleteAll(
    async () => (await boardElement.query.byBoard({ boardId }).go({ limit: PAGE })).data,
    (items) => boardElement.delete(items).go(),
  );
  await deleteAll(
    async () => (await parsedAssemblyInput.query.byBoard({ boardId }).go({ limit: PAGE })).data,
    (items) => parsedAssemblyInput.delete(items).go(),
  );
}
