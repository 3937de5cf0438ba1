import { addMarketingContact } from '#lambdas/core/marketing/marketing-contacts.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('addMarketingContact', ({ body }) => addMarketingContact(body));
