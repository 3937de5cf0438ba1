import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { postKeys } from './post-keys.ts';

export function usePostPage(page: number) {
  return useQuery({ queryKey: postKeys.page(page), queryFn: () => callApi('listPosts', { query: { page }, auth: 'none' }) });
}

export function useStaffPosts() {
  return useQuery({ queryKey: postKeys.staff, queryFn: () => callApi('listStaffPosts', {}), staleTime: 0 });
}
