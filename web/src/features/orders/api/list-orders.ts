import { useQuery } from '@tanstack/react-query';
import type { OrderState } from '#contracts/schemas/order-states.ts';
import type { Order } from '#contracts/schemas/orders.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';

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
