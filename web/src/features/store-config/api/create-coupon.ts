import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCouponBody } from '#contracts/schemas/coupons.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { storeConfigKeys } from './store-config-keys.ts';

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => callApi('createStaffCoupon', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeConfigKeys.coupons }),
  });
}
