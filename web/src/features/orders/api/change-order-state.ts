import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeOrderStateBody } from '#contracts/schemas/orders.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';

/** One move of one state machine, from the version on screen; a 409 reloads the order. */
export function useChangeOrderState(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOrderStateBody) => callApi('changeOrderState', { params: { orderId }, body }),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.staffOrder(orderId), order),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: orderKeys.staffOrder(orderId) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.staffLists }),
  });
}
