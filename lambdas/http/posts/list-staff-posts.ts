import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { listPostsForStaff } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'listStaffPosts', () => listPostsForStaff());
