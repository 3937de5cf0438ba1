import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { listMessagesForStaff } from '#lambdas/core/contact/contact-messages.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'listContactMessages', ({ query }) => listMessagesForStaff(query));
