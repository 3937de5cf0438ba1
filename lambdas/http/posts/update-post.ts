import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { updatePostAsStaff } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'updatePost', ({ params, body }) => updatePostAsStaff(params.slug, body));
