import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

/** GET /internal/contact-messages: newest first, a page at a time, every message kept (docs/security.md#spam-pushing-messages-out-of-the-inbox). */
export function useContactMessages(show: 'waiting' | 'all') {
  return useInfiniteQuery({
    queryKey: contactMessageKeys.inbox(show),
    queryFn: ({ pageParam }) => callApi('listContactMessages', { query: pageParam ? { show, cursor: pageParam } : { show } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    staleTime: 0,
  });
}
