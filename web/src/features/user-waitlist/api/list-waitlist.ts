import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { waitlistKeys } from './waitlist-keys.ts';

// /internal/user-waitlist's calls (docs/staff-tools.md#user-waitlist).

/** GET /internal/waitlist: newest first, searched on the server, a page at a time. */
export function useWaitlist(query: string) {
  return useInfiniteQuery({
    queryKey: waitlistKeys.search(query),
    queryFn: ({ pageParam }) =>
      callApi('listWaitlist', { query: { ...(query ? { q: query } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}
