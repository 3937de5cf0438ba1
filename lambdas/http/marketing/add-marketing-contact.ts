import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { addMarketingContact } from '#lambdas/core/marketing/marketing-contacts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'addMarketingContact', ({ body }) => addMarketingContact(body, sesMailer));
