import { useQuery } from '@tanstack/react-query';
import type { StockFeedRun } from '#contracts/schemas/stock-feeds.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

/** How often the page asks again while a feed uploads or applies (applying 300k parts takes up to a minute). */
export const STOCK_FEED_POLL_MS = 1_000;

/** A run the worker has not finished yet. */
export const inProgress = (run: StockFeedRun | undefined) => run?.status === 'uploading' || run?.status === 'applying';

/** The newest feed runs, asked again while the newest is in progress. */
export function useStockFeedRuns() {
  return useQuery({
    queryKey: partKeys.stockFeedRuns,
    queryFn: () => callApi('listStockFeedRuns', {}),
    staleTime: 0,
    refetchInterval: (query) => (inProgress(query.state.data?.runs[0]) ? STOCK_FEED_POLL_MS : false),
  });
}

/** One run, asked again until the worker has recorded its outcome. */
export function useStockFeedRun(runId: string | null) {
  return useQuery({
    queryKey: partKeys.stockFeedRun(runId ?? ''),
    queryFn: () => callApi('getStockFeedRun', { params: { runId: runId! } }),
    enabled: runId !== null,
    staleTime: 0,
    refetchInterval: (query) => (inProgress(query.state.data) ? STOCK_FEED_POLL_MS : false),
  });
}
