import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';

// Whether the shop takes orders (docs/operating.md#set-up-the-shop-before-launch). It changes once,
// when an Admin opens the shop, so one read per visit is enough.
export const shopStatusKey = ['shop-status'] as const;

export function useShopStatus() {
  return useQuery({ queryKey: shopStatusKey, queryFn: () => callApi('getShopStatus', { auth: 'none' }), staleTime: Infinity });
}
