import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { listPublishedPosts } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'listPosts', ({ query }) => listPublishedPosts(query.page));
