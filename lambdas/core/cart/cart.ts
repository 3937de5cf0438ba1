import { newId } from '#contracts/ids.ts';
import { MAX_CART_ITEMS, type CartUpdate, type ShoppingCart, type ShoppingCartSummary } from '#contracts/schemas/cart.ts';
import { LIFECYCLE_TRANSITIONS } from '../boards/board-transitions.ts';
import { getBoard } from '../db/boards.ts';
import { getCartRecord, writeCart } from '../db/carts.ts';
import { ConflictError } from '../db/conditional-failure.ts';
import { getUserById } from '../db/users.ts';
import { AppError, conflictAs, forbidden, notFound } from '../errors.ts';
import { currentPricing } from '../pricing/pricing-versions.ts';
import { statesLeadingTo } from '../state-machine.ts';
import { EMPTY_CART_CONTENT } from '#contracts/schemas/stored-cart.ts';
import { boardMoves, contentFromUpdate } from './cart-content.ts';
import { cartVersionConflict } from '../priced-cart/cart-conflict.ts';
import type { CartPorts } from '../priced-cart/cart-ports.ts';
import { loadCart } from '../priced-cart/load-cart.ts';
import { CONFIRMED_OWNER, holdCartParts, showCartParts } from '../priced-cart/hold-cart-parts.ts';
import type { CartHolder } from '../stock/index.ts';

// The shopping cart (docs/calls.md#cart-calls): read it priced, replace it from the version
// the customer saw, count its items. Who may call is settled before these
// run: the routes are 'self' (the user named in the path, or an Admin). A
// read shows the parts the cart holds and renews nothing; a change holds
// them again (docs/checkout.md#cart-holds).

/** GET /users/{userId}/shopping-cart: priced now, with the parts it holds (renewing nothing). */
export async function getShoppingCart(
  userId: string,
  ports: CartPorts,
  now = new Date(),
  holder: CartHolder = CONFIRMED_OWNER,
): Promise<ShoppingCart> {
  const loaded = await loadCart(userId, ports, now);
  const { view } = loaded.priced;
  if (!loaded.record) return view; // never written: nothing in it to hold
  return { ...view, stock_holds: await showCartParts({ ...loaded, record: loaded.record }, holder, now) };
}

/** GET /users/{userId}/shopping-cart/summary: how many boards the cart holds (the header's badge). */
export async function shoppingCartSummary(userId: string): Promise<ShoppingCartSummary> {
  const [user, record] = await Promise.all([getUserById(userId), getCartRecord(userId)]);
  if (!user) throw notFound('The shopping cart');
  return { num_items: record?.content.items.length ?? 0 };
}

async function refuseBoard(userId: string, boardId: string): Promise<never> {
  const board = await getBoard(boardId);
  if (!board) throw notFound('The board');
  if (board.userId !== userId) throw forbidden('Only your own boards can go in your cart.');
  if (board.lifecycle === 'Order received')
    throw new AppError('board_already_ordered', `${board.fileName} was already ordered. Upload it again to order more.`);
  if (board.lifecycle === 'Ready to delete') throw new AppError('board_deleted', `${board.fileName} is being deleted.`);
  throw cartVersionConflict();
}

/**
 * A quantity sent with a cart line must be the board's own: the number of
 * boards is changed on the board (PUT /boards/{boardId}/quantity), never by
 * the cart, so a client that still sends its own figure learns it at once.
 * see docs/orders.md#one-quantity
 */
async function assertBoardQuantities(userId: string, items: CartUpdate['items']): Promise<void> {
  const given = items.filter((i) => i.quantity !== undefined);
  const boards = await Promise.all(given.map((i) => getBoard(i.board_id)));
  given.forEach((item, index) => {
    const board = boards[index];
    if (!board || board.userId !== userId) return; // refused below, with its own reason
    const quantity = board.quantity ?? 1;
    if (quantity !== item.quantity) {
      throw new AppError(
        'board_quantity_differs',
        `${board.fileName} is ${quantity} ${quantity === 1 ? 'board' : 'boards'} now. The number of boards is set on the board; reload the cart and change it there.`,
        {
          items: [`${board.fileName}: the quantity is ${quantity}`],
        },
      );
    }
  });
}

/**
 * PUT /users/{userId}/shopping-cart: the whole cart, from the version the
 * customer read. A newer version on the server is a 409 (the web client
 * reloads and applies the change again), so no update is ever lost. Boards
 * entering the cart become "In shopping cart" in the same transaction.
 */
export async function updateShoppingCart(
  userId: string,
  update: CartUpdate,
  ports: CartPorts,
  options: { holder?: CartHolder; now?: Date } = {},
): Promise<ShoppingCart> {
  const [user, record, pricing] = await Promise.all([getUserById(userId), getCartRecord(userId), currentPricing()]);
  if (!user) throw notFound('The shopping cart');
  if ((record?.version ?? 0) !== update.version) throw cartVersionConflict();
  if (update.lead_time_id && !pricing.config.lead_times.some((t) => t.id === update.lead_time_id)) {
    throw new AppError('unknown_lead_time', undefined, {
      lead_time_id: ['Choose one of the lead times offered'],
    });
  }
  const content = contentFromUpdate(update);
  await assertBoardQuantities(userId, update.items);
  const moves = boardMoves(record?.content ?? EMPTY_CART_CONTENT, content);
  const outcome = await writeCart({
    userId,
    expectedVersion: update.version,
    content,
    nextOrderId: record?.nextOrderId ?? newId(),
    ...moves,
    addableFrom: statesLeadingTo(LIFECYCLE_TRANSITIONS, 'In shopping cart'),
  }).catch(conflictAs(cartVersionConflict));
  if (!outcome.ok) await refuseBoard(userId, outcome.boardId);
  // The customer's change: the cart holds what its quotes buy now, renewed for its hold minutes.
  const now = options.now ?? new Date();
  const loaded = await loadCart(userId, ports, now);
  if (!loaded.record) throw new Error('the cart was written but reads as absent');
  const holds = await holdCartParts({ ...loaded, record: loaded.record }, options.holder ?? CONFIRMED_OWNER, now);
  return { ...loaded.priced.view, stock_holds: holds };
}

/** How often adding one board retries when another change of the cart came first. */
const ADD_ATTEMPTS = 3;

/**
 * Puts one board of `userId` in their cart, keeping everything else in it (a
 * server-side add: "Order again"). Another change of the cart first is read
 * again and retried; a board already in the cart is left as it is.
 */
export async function addBoardToCart(userId: string, boardId: string, ports: CartPorts, holder: CartHolder = CONFIRMED_OWNER) {
  for (let attempt = 1; ; attempt++) {
    const record = await getCartRecord(userId);
    const before = record?.content ?? EMPTY_CART_CONTENT;
    if (before.items.some((i) => i.board_id === boardId)) return;
    if (before.items.length >= MAX_CART_ITEMS) {
      throw new AppError('cart_full', `The cart holds at most ${MAX_CART_ITEMS} boards. Order or remove some first.`);
    }
    const outcome = await writeCart({
      userId,
      expectedVersion: record?.version ?? 0,
      content: { ...before, items: [...before.items, { board_id: boardId }] },
      nextOrderId: record?.nextOrderId ?? newId(),
      added: [boardId],
      removed: [],
      addableFrom: statesLeadingTo(LIFECYCLE_TRANSITIONS, 'In shopping cart'),
    }).catch((error: unknown) => {
      if (error instanceof ConflictError && attempt < ADD_ATTEMPTS) return null;
      throw conflictAs(cartVersionConflict)(error);
    });
    if (outcome === null) continue;
    if (!outcome.ok) await refuseBoard(userId, outcome.boardId);
    const loaded = await loadCart(userId, ports, new Date());
    if (loaded.record) await holdCartParts({ ...loaded, record: loaded.record }, holder, new Date());
    return;
  }
}
