import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { longDate } from '#web/lib/long-date.ts';

export const postKeys = {
  page: (page: number) => ['posts', 'page', page] as const,
  post: (slug: string) => ['posts', 'post', slug] as const,
  staff: ['posts', 'staff'] as const,
};

export function usePostPage(page: number) {
  return useQuery({ queryKey: postKeys.page(page), queryFn: () => callApi('listPosts', { query: { page }, auth: 'none' }) });
}

export function usePost(slug: string) {
  return useQuery({ queryKey: postKeys.post(slug), queryFn: () => callApi('getPost', { params: { slug }, auth: 'none' }) });
}

export function useStaffPosts() {
  return useQuery({ queryKey: postKeys.staff, queryFn: () => callApi('listStaffPosts', {}), staleTime: 0 });
}

export function formatPostDate(iso: string | null): string {
  return iso ? longDate(new Date(iso)) : 'Draft';
}
