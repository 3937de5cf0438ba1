import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FeederReport } from '#contracts/schemas/production.ts';
import { callApi } from '#web/lib/api/api-client.ts';

export const productionKeys = {
  feederReport: (shipDate: string | null) => ['feeder-report', shipDate] as const,
  dashboard: (weeks: number) => ['manufacturing-dashboard', weeks] as const,
};

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

export function useManufacturingDashboard(weeks: number) {
  return useQuery({
    queryKey: productionKeys.dashboard(weeks),
    queryFn: () => callApi('getManufacturingDashboard', { query: { weeks } }),
    staleTime: 0,
  });
}
