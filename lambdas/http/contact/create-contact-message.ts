import { createContactMessage } from '#lambdas/core/contact/contact-messages.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('createContactMessage', ({ body }) => createContactMessage(body));
