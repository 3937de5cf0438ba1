import { staffWaitlistRoutes } from '#contracts/routes/staff-waitlist-routes.ts';
import { exportWaitlist } from '#lambdas/core/marketing/waitlist.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffWaitlistRoutes, 'exportWaitlist', ({ query }) => exportWaitlist(query));
