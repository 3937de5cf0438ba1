import { createPostImageUpload } from '#lambdas/core/posts/posts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('createPostImageUpload', ({ body }) => createPostImageUpload(body));
