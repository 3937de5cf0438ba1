import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockFeedRun } from '#contracts/schemas/stock-feeds.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

export type StockFeedUpload = { file: File; allowManyDiscontinued: boolean };

/** Creates a run and PUTs the file to its presigned URL; the upload itself starts the apply (docs/parts.md#from-the-staff-page). */
export function useUploadStockFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, allowManyDiscontinued }: StockFeedUpload): Promise<StockFeedRun> => {
      const created = await callApi('createStockFeedRun', {
        body: { file_name: file.name, size: file.size, allow_many_discontinued: allowManyDiscontinued },
      });
      let put: Response;
      try {
        put = await fetch(created.upload.url, { method: created.upload.method, headers: created.upload.headers, body: file });
      } catch {
        throw new Error('The file could not be sent to storage: check the connection and try again.');
      }
      if (!put.ok) throw new Error(`Storage refused the file (HTTP ${put.status}): try again.`);
      return created.run;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partKeys.stockFeedRuns }),
  });
}
