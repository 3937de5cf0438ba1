import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type CheckoutPayment, type Order } from '#contracts/schemas/orders.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';
import { useCartOwner } from './get-cart.ts';
import { cartKeys } from './cart-keys.ts';

/** What the checkout sends besides the payment: the cart exactly as the customer saw it. */
export function seenCart(cart: ShoppingCart) {
  return {
    idempotency_key: cart.next_order_id,
    cart_version: cart.version,
    board_versions: boardVersionsOf(cart),
    expected_total_cents: cart.order_total,
  };
}

/**
 * Places the order. The idempotency key is the cart's next_order_id, so the
 * API client's retries (and a second press) can only ever make one order.
 */
export function usePlaceOrder() {
  const userId = useCartOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cart, payment }: { cart: ShoppingCart; payment: () => Promise<CheckoutPayment> }): Promise<Order> => {
      if (!userId) throw new Error('Sign in to place an order');
      return callApi('placeOrder', { params: { userId }, body: { ...seenCart(cart), payment: await payment() } });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      await queryClient.invalidateQueries({ queryKey: orderKeys.allMine });
    },
  });
}
