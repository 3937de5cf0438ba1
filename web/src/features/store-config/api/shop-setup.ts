import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmShopSetupItemBody, SaveCompanyDetailsBody, ShopSetupState } from '#contracts/schemas/shop-setup.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { storeConfigKeys } from './store-config-keys.ts';

// The shop-setup checklist (docs/operating.md#set-up-the-shop-before-launch). Every change answers the
// whole checklist; a 409 (changed meanwhile) reloads it, so what is shown is what the server holds.

export function useShopSetup() {
  return useQuery({ queryKey: storeConfigKeys.shopSetup, queryFn: () => callApi('getShopSetup', {}), staleTime: 0 });
}

function useShopSetupChange<Input>(send: (input: Input) => Promise<ShopSetupState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(storeConfigKeys.shopSetup, state),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: storeConfigKeys.shopSetup });
    },
  });
}

export const useConfirmShopSetupItem = () =>
  useShopSetupChange((body: ConfirmShopSetupItemBody) => callApi('confirmShopSetupItem', { body }));

export const useSaveCompanyDetails = () => useShopSetupChange((body: SaveCompanyDetailsBody) => callApi('saveCompanyDetails', { body }));

export const useOpenShop = () => useShopSetupChange(() => callApi('openShop', {}));
