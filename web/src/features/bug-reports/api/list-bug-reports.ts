import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { bugReportKeys } from './bug-report-keys.ts';

/** GET /internal/bug-reports: newest first, 20 a page. */
export function useBugReports() {
  return useInfiniteQuery({
    queryKey: bugReportKeys.all,
    queryFn: ({ pageParam }) => callApi('listBugReports', { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}
