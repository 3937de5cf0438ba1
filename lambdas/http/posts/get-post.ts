import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { getPublishedPost } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'getPost', ({ params }) => getPublishedPost(params.slug));
