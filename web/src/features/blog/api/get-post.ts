import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { postKeys } from './post-keys.ts';

export function usePost(slug: string) {
  return useQuery({ queryKey: postKeys.post(slug), queryFn: () => callApi('getPost', { params: { slug }, auth: 'none' }) });
}
