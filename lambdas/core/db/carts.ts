import type { BoardLifecycle } from '#contracts/schemas/boards.ts';
import type { EntityItem } from 'electrodb';
import { CartContentSchema, type CartContent } from '#contracts/schemas/stored-cart.ts';
import { ConflictError } from './conditional-failure.ts';
import type { CartEntity } from './entities/cart.ts';
import { db } from './service.ts';

// Carts: one per user, written only from the version the writer read, in one
// transaction with the lifecycle of the boards that enter (→ In shopping
// cart, only the owner's and only from a state that may move there) and leave
// (→ Created) the cart. A cart written since the writer read it is a
// ConflictError; a board that may not enter or leave is the outcome's answer.

export type CartRecord = EntityItem<typeof CartEntity>;

/** `consistent`: after a lost race, the cart as the winner left it. */
export async function getCartRecord(userId: string, consistent = false): Promise<CartRecord | null> {
  const { data } = await db().entities.cart.get({ userId }).go({ consistent });
  return data
    ? {
        userId: data.userId,
        version: data.version,
        content: CartContentSchema.parse(data.content),
        nextOrderId: data.nextOrderId,
        updatedAt: data.updatedAt,
      }
    : null;
}

export type CartWrite = {
  userId: string;
  expectedVersion: number;
  content: CartContent;
  nextOrderId: string;
  added: string[];
  removed: string[];
  /** Lifecycles a board may enter the cart from (the board transition table's). */
  addableFrom: readonly BoardLifecycle[];
};

export type CartWriteOutcome = { ok: true; record: CartRecord } | { ok: false; problem: 'board_unavailable'; boardId: string };

export async function writeCart(cartWrite: CartWrite): Promise<CartWriteOutcome> {
  const record: CartRecord = {
    userId: cartWrite.userId,
    version: cartWrite.expectedVersion + 1,
    content: cartWrite.content,
    nextOrderId: cartWrite.nextOrderId,
    updatedAt: new Date().toISOString(),
  };
  const result = await db()
    .transaction.write(({ cart, board }) => [
      cart
        .put(record)
        .where((a, op) => (cartWrite.expectedVersion === 0 ? op.notExists(a.version) : op.eq(a.version, cartWrite.expectedVersion)))
        .commit(),
      ...cartWrite.added.map((boardId) =>
        board
          .patch({ boardId })
          .set({ lifecycle: 'In shopping cart' })
          .where(
            (a, op) => `${op.eq(a.userId, cartWrite.userId)} AND (${cartWrite.addableFrom.map((s) => op.eq(a.lifecycle, s)).join(' OR ')})`,
          )
          .commit(),
      ),
      ...cartWrite.removed.map((boardId) =>
        board
          .patch({ boardId })
          .set({ lifecycle: 'Created' })
          .where((a, op) => `${op.eq(a.userId, cartWrite.userId)} AND ${op.eq(a.lifecycle, 'In shopping cart')}`)
          .commit(),
      ),
    ])
    .go();
  if (!result.canceled) return { ok: true, record };
  const rejected = result.data.findIndex((d) => d.rejected);
  if (rejected <= 0) throw new ConflictError('The cart changed meanwhile');
  const boards = [...cartWrite.added, ...cartWrite.removed];
  return { ok: false, problem: 'board_unavailable', boardId: boards[rejected - 1]! };
}
