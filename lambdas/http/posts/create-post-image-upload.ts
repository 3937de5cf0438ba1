import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { createPostImageUpload } from '#lambdas/core/posts/post-images.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'createPostImageUpload', ({ body }) => createPostImageUpload(body));
