import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeederReport } from '#contracts/schemas/production.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { productionKeys } from './production-keys.ts';

/** GET /internal/feeder-report, a page of feeders at a time (each page from the previous one's next_offset). */
export function useFeederReport(shipDate: string | null) {
  return useInfiniteQuery({
    queryKey: productionKeys.feederReport(shipDate),
    queryFn: ({ pageParam }) => callApi('getFeederReport', { query: { ...(shipDate ? { ship_date: shipDate } : {}), offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (page: FeederReport) => page.next_offset ?? undefined,
    staleTime: 0,
  });
}
