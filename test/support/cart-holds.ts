import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import type { CheckoutPorts } from '#lambdas/core/checkout/checkout-ports.ts';
import { cartUpdate, checkoutPorts, handPlacePart, newUser } from './checkout.ts';
import { processedBoard } from './processed-board.ts';

// A cart holding stock of one part, for tests of what else writes that part's
// stock (the stock feed, a catalogue re-import). Call useStackEnv() first.

/** A new user whose cart holds `quantity` of the part: one board placing it, picked up, economy lead time. */
export async function cartHoldingPart(
  name: string,
  partId: string,
  quantity: number,
): Promise<{ user: { userId: string; email: string }; ports: CheckoutPorts; held: ShoppingCart }> {
  const cart = await import('#lambdas/core/cart/cart.ts');
  const ports = await checkoutPorts();
  const user = await newUser(name);
  const boardId = await processedBoard(user.userId);
  await handPlacePart(boardId, partId, quantity);
  const empty = await cart.getShoppingCart(user.userId, ports);
  const update = cartUpdate(empty, {
    items: [{ board_id: boardId, quantity: 1 }],
    pickup_info: empty.pickup_locations[0]!,
    lead_time_id: 'economy',
  });
  return { user, ports, held: await cart.updateShoppingCart(user.userId, update, ports) };
}
