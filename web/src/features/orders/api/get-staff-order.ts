import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';

export function useStaffOrder(orderId: string | null) {
  return useQuery({
    queryKey: orderKeys.staffOrder(orderId ?? ''),
    queryFn: () => callApi('getStaffOrder', { params: { orderId: orderId! } }),
    enabled: orderId !== null,
    staleTime: 0,
  });
}
