import { exportWaitlist } from '#lambdas/core/marketing/waitlist.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('exportWaitlist', ({ query }) => exportWaitlist(query));
