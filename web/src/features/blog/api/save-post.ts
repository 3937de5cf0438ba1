import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody, Post, UpdatePostBody } from '#contracts/schemas/posts.ts';
import { callApi } from '#web/lib/api/api-client.ts';
import { postKeys } from './post-keys.ts';

/** Creates a draft (no slug yet on screen) or changes the post at `slug`; every list of posts is read again. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { create: CreatePostBody } | { slug: string; change: UpdatePostBody }): Promise<Post> =>
      'create' in save
        ? callApi('createPost', { body: save.create })
        : callApi('updatePost', { params: { slug: save.slug }, body: save.change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
