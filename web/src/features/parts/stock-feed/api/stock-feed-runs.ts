import { useQuery } from '@tanstack/react-query';
import type { StockFeedRun } from '#contracts/schemas/stock-feeds.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { partKeys } from '../../api/part-keys.ts';

/** How often the page asks again while a feed uploads or applies (applying 300k parts takes up to a minute). */
export const STOCK_FEED_POLL_MS = 1_000;

/**
 * How long after a run was created the page still waits for its file: the create event follows the PUT within
 * seconds. A run still uploading after that lost its file (the PUT failed); the server calls it failed once its
 * upload link expires.
 */
export const UPLOAD_WAIT_MS = 60_000;

/** A run the worker is applying, or whose file is about to arrive. */
export const inProgress = (run: StockFeedRun | undefined) =>
  run?.status === 'applying' || (run?.status === 'uploading' && Date.now() - Date.parse(run.created_at) < UPLOAD_WAIT_MS);

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
