import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { stockHoldKeys } from './stock-hold-keys.ts';

/** POST /internal/stock-holds/{orderId}/release: the cart's held parts go back to stock now. */
export function useReleaseStockHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi('releaseStockHold', { params: { orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockHoldKeys.all }),
  });
}
