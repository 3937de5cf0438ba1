import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';

export function useOrder(orderId: string) {
  return useQuery({ queryKey: orderKeys.order(orderId), queryFn: () => callApi('getOrder', { params: { orderId } }), staleTime: 0 });
}
