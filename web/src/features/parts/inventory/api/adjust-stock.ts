import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

type StockChange = { delta: number; reason: string };

/** Puts in or takes out of one bin; the caller says what follows (the bins page reads them again). */
export function useAdjustBin(binId: string, handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: (body: StockChange) => callApi('adjustBin', { params: { binId }, body }), ...handlers });
}

/** Changes a part's stock; its movements are read again. */
export function useAdjustPartStock(partId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockChange) => callApi('adjustPartStock', { params: { partId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partKeys.movements(partId) }),
  });
}
