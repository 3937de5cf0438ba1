import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isErrorCode } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { useCartOwner } from './get-cart.ts';
import { cartKeys } from './cart-keys.ts';

// The number of boards is the board's own figure: the cart changes it with
// the same call as the review page, naming the board's version it showed.
// see docs/orders.md#one-quantity

export const QUANTITY_CHANGED_ELSEWHERE =
  'The number of boards was changed elsewhere meanwhile. The cart shows the current figure; change it again if needed.';
export const QUANTITY_NOT_SAVED = 'The number of boards could not be changed. Please try again.';

export type QuantityChange = { boardId: string; quantity: number; version: number };

export function useSetBoardQuantity() {
  const userId = useCartOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, quantity, version }: QuantityChange) =>
      callApi('setBoardQuantity', { params: { boardId }, body: { quantity, version } }),
    onSettled: () => (userId ? queryClient.invalidateQueries({ queryKey: cartKeys.cart(userId) }) : undefined),
  });
}

/** What the cart says when a quantity change failed. */
export function quantityErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409)
    return isErrorCode(error, 'version_conflict') ? QUANTITY_CHANGED_ELSEWHERE : error.message;
  return QUANTITY_NOT_SAVED;
}
