import { cartVersionConflict } from '../cart/cart.ts';
import { loadCart, type CartPorts, type LoadedCart } from '../cart/load-cart.ts';
import { AppError } from '../errors.ts';

export type SeenCart = { idempotency_key: string; cart_version: number; expected_total_cents: number };

/**
 * The cart priced now, refused unless it is exactly the one the customer saw
 * (same order id, same version, same total) and it can be ordered. Used
 * before a card is authorised and again before the order is placed.
 */
export async function loadOrderableCart(userId: string, seen: SeenCart, ports: CartPorts, now = new Date()): Promise<LoadedCart> {
  const loaded = await loadCart(userId, ports, now);
  const { view } = loaded.priced;
  if (view.next_order_id !== seen.idempotency_key || view.version !== seen.cart_version) throw cartVersionConflict();
  if (view.state !== 'Cart can be ordered') {
    throw new AppError('conflict', 'cart_has_issues', `Your cart cannot be ordered yet: ${view.issues.join(' ')}`, { cart: view.issues });
  }
  if (view.order_total !== seen.expected_total_cents) {
    throw new AppError('conflict', 'order_total_changed', 'The total changed since you looked. Review your cart and place the order again.');
  }
  return loaded;
}
