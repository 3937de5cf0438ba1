import { contentRoutes } from '#contracts/routes/content-routes.ts';
import { requireIdentity } from '#lambdas/core/actor.ts';
import { markContactMessage } from '#lambdas/core/contact/contact-messages.ts';
import { defineHandler } from '../define-handler.ts';

export const handler = defineHandler(contentRoutes, 'updateContactMessage', ({ actor, params, body }) =>
  markContactMessage(requireIdentity(actor), params.messageId, body.handled),
);
