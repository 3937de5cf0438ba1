import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { storeConfigKeys } from './store-config-keys.ts';

export function useShippingSettings() {
  return useQuery({ queryKey: storeConfigKeys.shipping, queryFn: () => callApi('getShippingSettings', {}), staleTime: 0 });
}
