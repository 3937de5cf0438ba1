import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartUpdate, ShoppingCart } from '#contracts/schemas/cart.ts';
import { isErrorCode } from '#web/lib/api/api-error.ts';
import { retryConflict } from '#web/lib/api/retry.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { toCartUpdate } from '../cart-rules.ts';
import { useCartOwner } from './get-cart.ts';
import { cartKeys } from './cart-keys.ts';

/** docs/messages.md#cart-and-order-failures: the message when an update fails (the cart is flagged errored). */
export const CART_UPDATE_FAILED = 'Failed to update shopping cart';

/** A change is a function of the cart: applied to the cart as loaded, and again to a fresh one after a conflict. */
export type CartChange = (cart: CartUpdate) => CartUpdate;

const MAX_CONFLICT_RETRIES = 3;

/**
 * Replaces the cart with `change(cart)`, from the version loaded. When another
 * tab or device changed it first (409), the fresh cart is read and the same
 * change applied again, so no update is lost and none overwrites another.
 */
export function useUpdateCart() {
  const userId = useCartOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CartChange): Promise<ShoppingCart> => {
      if (!userId) throw new Error('Sign in to change your cart');
      const key = cartKeys.cart(userId);
      const cart: ShoppingCart = queryClient.getQueryData<ShoppingCart>(key) ?? (await callApi('getShoppingCart', { params: { userId } }));
      try {
        return await callApi('updateShoppingCart', { params: { userId }, body: change(toCartUpdate(cart)) });
      } catch (error) {
        // Lost to another tab or device: the next try (TanStack's retry below) starts from the fresh cart.
        if (isErrorCode(error, 'cart_version_conflict'))
          queryClient.setQueryData(key, await callApi('getShoppingCart', { params: { userId } }));
        throw error;
      }
    },
    retry: retryConflict(['cart_version_conflict'], MAX_CONFLICT_RETRIES),
    retryDelay: 0,
    onSuccess: (cart) => {
      if (!userId) return;
      queryClient.setQueryData(cartKeys.cart(userId), cart);
      queryClient.setQueryData(cartKeys.summary(userId), { num_items: cart.items.length });
    },
  });
}
