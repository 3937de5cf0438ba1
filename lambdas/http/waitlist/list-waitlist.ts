import { listWaitlist } from '#lambdas/core/marketing/waitlist.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler('listWaitlist', ({ query }) => listWaitlist(query));
