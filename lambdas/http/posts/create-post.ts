import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { requireIdentity } from '#lambdas/core/actor.ts';
import { createPostAsStaff } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'createPost', ({ actor, body }) => createPostAsStaff(requireIdentity(actor), body));
