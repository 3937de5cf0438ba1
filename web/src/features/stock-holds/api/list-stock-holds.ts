import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { stockHoldKeys } from './stock-hold-keys.ts';

// /internal/stock-holds's calls (docs/checkout.md#staff-view-of-holds).

/** GET /internal/stock-holds: the holds, the one that ends first on top, a page at a time. */
export function useStockHolds() {
  return useInfiniteQuery({
    queryKey: stockHoldKeys.all,
    queryFn: ({ pageParam }) => callApi('listStockHolds', { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}
