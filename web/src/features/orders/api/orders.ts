import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderState } from '#contracts/schemas/order-states.ts';
import type { ChangeOrderStateBody, Order } from '#contracts/schemas/orders.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';

export const orderKeys = {
  order: (orderId: string) => ['order', orderId] as const,
  mine: (userId: string) => ['orders', userId] as const,
  staffList: (state: OrderState | '') => ['staff-orders', state] as const,
  staffOrder: (orderId: string) => ['staff-order', orderId] as const,
};

/** docs/messages.md#cart-and-order-failures: what the tracked call throws when it fails. */
export const TRACKED_FAILED = 'Failed to mark order as tracked';

export function useOrder(orderId: string) {
  return useQuery({ queryKey: orderKeys.order(orderId), queryFn: () => callApi('getOrder', { params: { orderId } }), staleTime: 0 });
}

/** PUT /orders/{orderId}/tracked; any failure becomes the error (docs/messages.md#cart-and-order-failures). */
export async function markOrderTracked(orderId: string): Promise<void> {
  try {
    await callApi('markOrderTracked', { params: { orderId } });
  } catch (cause) {
    throw new Error(TRACKED_FAILED, { cause });
  }
}

export function useMyOrders(userId: string) {
  return useQuery({
    queryKey: orderKeys.mine(userId),
    queryFn: async (): Promise<Order[]> => (await callApi('listUserOrders', { params: { userId } })).orders,
    staleTime: 0,
  });
}

export function useStaffOrders(state: OrderState | '') {
  return useQuery({
    queryKey: orderKeys.staffList(state),
    queryFn: () => callApi('listStaffOrders', { query: state ? { state } : {} }),
    staleTime: 0,
  });
}

export function useStaffOrder(orderId: string | null) {
  return useQuery({
    queryKey: orderKeys.staffOrder(orderId ?? ''),
    queryFn: () => callApi('getStaffOrder', { params: { orderId: orderId! } }),
    enabled: orderId !== null,
    staleTime: 0,
  });
}

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff-orders'] }),
  });
}
