import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingCart } from '#contracts/schemas/cart.ts';
import { boardVersionsOf, type CheckoutPayment, type Order } from '#contracts/schemas/orders.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { cartKeys, useCartOwner } from './cart-queries.ts';

/** What the checkout sends besides the payment: the cart exactly as the customer saw it. */
export function seenCart(cart: ShoppingCart) {
  return {
    idempotency_key: cart.next_order_id,
    cart_version: cart.version,
    board_versions: boardVersionsOf(cart),
    expected_total_cents: cart.order_total,
  };
}

/** Uploads the purchase-order document straight to storage; its id goes with the order. */
export async function uploadPurchaseOrderFile(userId: string, file: File): Promise<string> {
  const created = await callApi('createPurchaseOrderUpload', {
    params: { userId },
    body: { file_name: file.name, content_type: file.type as 'application/pdf', size: file.size },
  });
  const put = await fetch(created.upload.url, { method: 'PUT', headers: created.upload.headers, body: file });
  if (!put.ok) throw new Error(`Failed to save to s3. (${put.status})`);
  return created.upload_id;
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
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
