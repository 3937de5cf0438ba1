import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { createContactMessage } from '#lambdas/core/contact/contact-messages.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'createContactMessage', ({ body }) => createContactMessage(body));
