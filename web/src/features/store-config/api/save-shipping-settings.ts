import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveShippingSettingsBody } from '#contracts/schemas/shipping.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { storeConfigKeys } from './store-config-keys.ts';

/** Saves from the version the editor started with; a 409 reloads the current settings. */
export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveShippingSettingsBody) => callApi('saveShippingSettings', { body }),
    onSuccess: (state) => queryClient.setQueryData(storeConfigKeys.shipping, state),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: storeConfigKeys.shipping });
    },
  });
}
