import { staffWaitlistRoutes } from '#contracts/routes/staff-waitlist-routes.ts';
import { listWaitlist } from '#lambdas/core/marketing/waitlist.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffWaitlistRoutes, 'listWaitlist', ({ query }) => listWaitlist(query));
