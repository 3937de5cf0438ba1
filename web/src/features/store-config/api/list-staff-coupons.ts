import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { storeConfigKeys } from './store-config-keys.ts';

export function useStaffCoupons() {
  return useQuery({
    queryKey: storeConfigKeys.coupons,
    queryFn: async () => (await callApi('listStaffCoupons', {})).coupons,
    staleTime: 0,
  });
}
