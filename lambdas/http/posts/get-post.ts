import { getPublishedPost } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('getPost', ({ params }) => getPublishedPost(params.slug));
