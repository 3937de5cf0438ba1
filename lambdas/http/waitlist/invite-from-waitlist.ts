import { staffWaitlistRoutes } from '#contracts/routes/staff-waitlist-routes.ts';
import { sesMailer } from '#lambdas/core/aws/ses-mailer.ts';
import { inviteFromWaitlist, resolveSiteUrl } from '#lambdas/core/marketing/waitlist.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(staffWaitlistRoutes, 'inviteFromWaitlist', ({ actor, body, headers }) =>
  inviteFromWaitlist(actor, body, resolveSiteUrl(process.env.SITE_URL, headers.origin), sesMailer),
);
