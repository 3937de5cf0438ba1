import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCouponBody } from '#contracts/schemas/coupons.ts';
import type { SaveShippingSettingsBody } from '#contracts/schemas/shipping.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { callApi } from '#web/lib/api/api-client.ts';

const keys = { shipping: ['shipping-settings'] as const, coupons: ['staff-coupons'] as const };

export function useShippingSettings() {
  return useQuery({ queryKey: keys.shipping, queryFn: () => callApi('getShippingSettings', {}), staleTime: 0 });
}

/** Saves from the version the editor started with; a 409 reloads the current settings. */
export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveShippingSettingsBody) => callApi('saveShippingSettings', { body }),
    onSuccess: (state) => queryClient.setQueryData(keys.shipping, state),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: keys.shipping });
    },
  });
}

export function useStaffCoupons() {
  return useQuery({ queryKey: keys.coupons, queryFn: async () => (await callApi('listStaffCoupons', {})).coupons, staleTime: 0 });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => callApi('createStaffCoupon', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.coupons }),
  });
}

/** The server's words for a failed save: its message and each field's problems. */
export function saveErrors(error: unknown): string[] {
  if (!(error instanceof ApiError)) return error ? ['A network error has occurred.'] : [];
  const fields = Object.entries(error.body?.fields ?? {}).flatMap(([path, messages]) => messages.map((m) => `${path}: ${m}`));
  return fields.length > 0 ? fields : [error.body?.message ?? 'Sorry something went wrong! Please try again later.'];
}
