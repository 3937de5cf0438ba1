import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { pricingKeys } from './pricing-keys.ts';

/** The current pricing version and the history (Admin). */
export function usePricing() {
  return useQuery({ queryKey: pricingKeys.state, queryFn: () => callApi('getPricing', {}), staleTime: 0 });
}
