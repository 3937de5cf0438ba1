import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { staffUserKeys } from './staff-user-keys.ts';

/** GET /internal/users: pages of 25 by e-mail, each page from the cursor of the one before. */
export function useStaffUsers(search: string) {
  return useInfiniteQuery({
    queryKey: staffUserKeys.list(search),
    queryFn: ({ pageParam }) =>
      callApi('listStaffUsers', { query: { ...(search ? { search } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    staleTime: 0,
  });
}
