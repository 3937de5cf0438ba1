import { updatePostAsStaff } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('updatePost', ({ params, body }) => updatePostAsStaff(params.slug, body));
