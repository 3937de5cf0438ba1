import { listMessagesForStaff } from '#lambdas/core/contact/contact-messages.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listContactMessages', () => listMessagesForStaff());
