import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingState, SavePricingBody } from '#contracts/schemas/pricing.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { pricingKeys } from './pricing-keys.ts';

/** Saves a new version from the one the form started with; the answer is the new state. */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePricingBody): Promise<PricingState> => callApi('savePricing', { body }),
    onSuccess: (state) => queryClient.setQueryData(pricingKeys.state, state),
    // A conflict means someone else saved: load what is current now.
    onError: () => queryClient.invalidateQueries({ queryKey: pricingKeys.state }),
  });
}
