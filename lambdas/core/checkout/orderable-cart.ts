import type { SeenBoardVersions } from '#contracts/schemas/orders.ts';
import { boardsAsSeen } from '../priced-cart/boards-as-seen.ts';
import { cartVersionConflict } from '../priced-cart/cart-conflict.ts';
import type { CartPorts } from '../priced-cart/cart-ports.ts';
import { loadCart, type LoadedCart } from '../priced-cart/load-cart.ts';
import { AppError } from '../errors.ts';
import { refuseWhileShopClosed } from '../shop-setup/shop-open.ts';

export type SeenCart = { idempotency_key: string; cart_version: number; board_versions: SeenBoardVersions; expected_total_cents: number };

/**
 * The cart priced now, refused unless it is exactly the one the customer saw
 * (same order id, same version, the boards as seen, same total) and it can
 * be ordered. Used before a card is authorised and again before the order is
 * placed; the order's transaction is conditional on the same board versions.
 * Nothing is ordered before the shop opens (docs/operating.md#set-up-the-shop-before-launch).
 */
export async function loadOrderableCart(userId: string, seen: SeenCart, ports: CartPorts, now = new Date()): Promise<LoadedCart> {
  await refuseWhileShopClosed();
  const loaded = await loadCart(userId, ports, now);
  const { view } = loaded.priced;
  if (view.next_order_id !== seen.idempotency_key || view.version !== seen.cart_version) throw cartVersionConflict();
  const boards = loaded.priced.lines.map((line) => ({ boardId: line.board_id, board: line.board }));
  if (!boardsAsSeen(userId, boards, seen.board_versions)) throw cartVersionConflict();
  if (view.state !== 'Cart can be ordered') {
    throw new AppError('cart_has_issues', `Your cart cannot be ordered yet: ${view.issues.join(' ')}`, { cart: view.issues });
  }
  if (view.order_total !== seen.expected_total_cents) {
    throw new AppError('order_total_changed');
  }
  return loaded;
}
