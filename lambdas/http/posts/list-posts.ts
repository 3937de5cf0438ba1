import { listPublishedPosts } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listPosts', ({ query }) => listPublishedPosts(query.page));
